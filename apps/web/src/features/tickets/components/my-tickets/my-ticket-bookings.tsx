import { ticketStatuses, type TicketBookingView, type TicketStatus } from '@kodesha/domain';
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { StatusChips } from '@/components/ui/status-chips';
import { useLocation } from 'react-router';
import { Button, ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { QueryGate } from '@/components/ui/query-gate';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/lib/paths';
import { useSession } from '@/lib/session';
import { useMyTicketBookings } from '../../api/my-ticket-bookings';
import { MyTicketCard } from './my-ticket-card';
import { MyTicketDetails } from './my-ticket-details';
import { TicketTypeIcon } from '@/components/ui/icons';
import { useTicketStatusFilter } from './use-ticket-status-filter';

type Place = 'page' | 'tab';

/** All Bookings / Pending / Confirmed / Cancelled, and 'X of Y bookings'. */
function StatusFilter({
  status,
  onChange,
  shown,
  total,
}: {
  status: TicketStatus | undefined;
  onChange: (status: TicketStatus | undefined) => void;
  shown: number;
  total: number;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <StatusChips
        label={t('myTickets.statusFilter')}
        statuses={ticketStatuses}
        chosen={status}
        allLabel={t('myTickets.all')}
        labelOf={(choice) => t(`tickets.status.${choice}`)}
        onChoose={onChange}
      />
      <p className="text-sm text-stone-700" aria-live="polite">
        {t('myTickets.count', { shown, count: total })}
      </p>
    </div>
  );
}

/** The first visit: nothing asked yet, and where to ask. */
function NoTicketsYet({ place }: { place: Place }) {
  const { t } = useTranslation();
  const Heading = place === 'page' ? 'h2' : 'h3';
  return (
    <div className="rounded-2xl border border-dashed border-stone-300 bg-white px-5 py-10 text-center">
      <span className="mx-auto flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        <TicketTypeIcon type="flight" className="size-6" />
      </span>
      <Heading className="mt-3 text-lg font-bold text-stone-900">
        {t('myTickets.emptyTitle')}
      </Heading>
      <p className="mx-auto mt-1 max-w-md text-sm text-stone-700">{t('myTickets.emptyText')}</p>
      <ButtonLink to={paths.ticketBooking} className="mt-5">
        {t('myTickets.bookFirst')}
      </ButtonLink>
    </div>
  );
}

/** A status none of the requests has, and the way back to all of them. */
function NoneOfStatus({ status, onShowAll }: { status: TicketStatus; onShowAll: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="rounded-2xl border border-dashed border-stone-300 bg-white px-5 py-8 text-center">
      <p className="font-semibold text-stone-900">{t(`myTickets.noneOfStatus.${status}`)}</p>
      <p className="mt-1 text-sm text-stone-700">{t('myTickets.noneOfStatusText')}</p>
      <Button variant="secondary" className="mt-4" onClick={onShowAll}>
        {t('myTickets.showAll')}
      </Button>
    </div>
  );
}

/** Signed out: why there is nothing to show, and Log In (which comes back here). */
function PleaseLogIn({ place }: { place: Place }) {
  const { t } = useTranslation();
  const location = useLocation();
  const Heading = place === 'page' ? 'h1' : 'h2';
  return (
    <Card className="mx-auto mt-4 max-w-lg text-center sm:mt-8">
      <Heading className="text-2xl font-bold text-stone-900">{t('myTickets.loginTitle')}</Heading>
      <p className="mt-2 text-stone-700">{t('myTickets.loginText')}</p>
      <ButtonLink to={paths.login(location.pathname + location.search)} className="mt-6">
        {t('myTickets.logIn')}
      </ButtonLink>
    </Card>
  );
}

/**
 * The traveller's ticket requests (rules §6.6), on `/my-ticket-bookings` (`place="page"`,
 * under the page's own heading) and in the account's My Tickets tab (`place="tab"`, a
 * section of that page). The API answers all of them at once, newest first, so the status
 * filter and 'X of Y bookings' need no second call.
 */
export function MyTicketBookings({ place }: { place: Place }) {
  const { t } = useTranslation();
  const session = useSession();
  const tickets = useMyTicketBookings({ enabled: session !== null });
  const [status, chooseStatus] = useTicketStatusFilter();
  const [openedId, setOpenedId] = useState<number>();

  if (!session) return <PleaseLogIn place={place} />;

  const opened = tickets.data?.find((ticket) => ticket.id === openedId);
  const Heading = place === 'page' ? 'h1' : 'h2';
  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <Heading
            className={
              place === 'page'
                ? 'text-3xl font-extrabold tracking-tight text-stone-900'
                : 'text-xl font-bold text-stone-900'
            }
          >
            {place === 'page' ? t('myTickets.title') : t('myTickets.tabTitle')}
          </Heading>
          <p className={place === 'page' ? 'mt-1 text-stone-700' : 'text-sm text-stone-600'}>
            {t('myTickets.intro')}
          </p>
        </div>
        {/* With nothing asked yet, the empty state's own button says it. */}
        {tickets.data?.length !== 0 && (
          <ButtonLink to={paths.ticketBooking} variant={place === 'page' ? 'primary' : 'secondary'}>
            {t('myTickets.bookTicket')}
          </ButtonLink>
        )}
      </div>
      <QueryGate
        query={tickets}
        loading={<Spinner label={t('myTickets.loading')} />}
        error={{
          title: t('myTickets.errorTitle'),
          text: <p>{t('messages.ticketBookingsLoadFailed')}</p>,
        }}
        isEmpty={(list) => list.length === 0}
        empty={<NoTicketsYet place={place} />}
      >
        {(list: TicketBookingView[]) => {
          const shown = status ? list.filter((ticket) => ticket.status === status) : list;
          return (
            <div className="space-y-4">
              <StatusFilter
                status={status}
                onChange={chooseStatus}
                shown={shown.length}
                total={list.length}
              />
              {status && shown.length === 0 ? (
                <NoneOfStatus status={status} onShowAll={() => chooseStatus(undefined)} />
              ) : (
                <ul className="space-y-3">
                  {shown.map((ticket) => (
                    <li key={ticket.id}>
                      <MyTicketCard
                        ticket={ticket}
                        headingLevel={place === 'page' ? 'h2' : 'h3'}
                        onOpen={() => setOpenedId(ticket.id)}
                      />
                    </li>
                  ))}
                </ul>
              )}
            </div>
          );
        }}
      </QueryGate>
      <MyTicketDetails ticket={opened} onClose={() => setOpenedId(undefined)} />
    </div>
  );
}
