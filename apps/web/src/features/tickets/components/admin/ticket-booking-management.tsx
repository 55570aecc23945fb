import type { AdminTicketBookingView, AdminTicketUpdateInput } from '@kodesha/domain';
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Pagination } from '@/components/ui/pagination';
import { QueryGate } from '@/components/ui/query-gate';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/lib/toasts';
import { useBusyIds, useStayOnAPageWithRows } from '@/lib/use-list-filters';
import { useFailureText, useMessage } from '@/lib/use-message';
import { useWideScreen } from '@/lib/use-wide-screen';
import { useAdminTicketBookings, useAnswerTicket } from '../../api/admin-ticket-bookings';
import type { AdminTicketHandlers } from './admin-ticket-actions';
import { AdminTicketDetails, type OpenTicket } from './admin-ticket-details';
import {
  AdminTicketFilterBar,
  AdminTicketSummary,
  useAdminTicketFilters,
} from './admin-ticket-filters';
import { AdminTicketCards, AdminTicketTable } from './admin-ticket-table';

/**
 * The admin's ticket requests (rules §8.11): the counts, the filters in the address, a
 * table (cards on a phone), and the details window where a request is confirmed with a
 * quoted price, cancelled, or given a note for the traveller (rules §6.5).
 */
export function TicketBookingManagement() {
  const { t } = useTranslation();
  const message = useMessage();
  const failureText = useFailureText();
  const wide = useWideScreen();
  const [filters, change] = useAdminTicketFilters();
  const list = useAdminTicketBookings(filters);
  const answer = useAnswerTicket();
  const [busyIds, setBusy] = useBusyIds();
  const [open, setOpen] = useState<OpenTicket>();
  const filtered = Boolean(filters.status || filters.search || filters.ticket_type);
  const now = new Date();

  useStayOnAPageWithRows(filters.page, list, (page) => change({ page }));

  const save = (ticket: AdminTicketBookingView, input: AdminTicketUpdateInput) => {
    setBusy(ticket.id, true);
    answer.mutate(
      { id: ticket.id, ...input },
      {
        // The server says what it did: confirmed, cancelled or the note saved.
        onSuccess: (body) => toast.success(message(body.message)),
        // A refused move says why (answered meanwhile, departed, a price without confirming).
        onError: (error) => toast.error(failureText(error, t('messages.ticketUpdateFailed'))),
        onSettled: () => setBusy(ticket.id, false),
      },
    );
  };

  const handlers: AdminTicketHandlers = {
    onOpen: (ticket, opening) => setOpen({ ticket, opening }),
    busyIds,
    now,
  };

  return (
    <section aria-labelledby="admin-tickets-heading" className="space-y-5">
      <h2 id="admin-tickets-heading" className="sr-only">
        {t('adminTickets.title')}
      </h2>
      {list.data && <AdminTicketSummary summary={list.data.summary} />}
      <AdminTicketFilterBar filters={filters} summary={list.data?.summary} onChange={change} />
      <QueryGate
        query={list}
        loading={<Spinner label={t('adminTickets.loading')} />}
        error={{ title: t('adminTickets.errorTitle'), text: <p>{t('adminTickets.errorText')}</p> }}
        isEmpty={(page) => page.data.length === 0}
        empty={
          <p className="rounded-2xl border border-dashed border-stone-300 bg-white p-8 text-center text-stone-700">
            {filtered ? t('adminTickets.emptyFiltered') : t('adminTickets.empty')}
          </p>
        }
      >
        {(page) => (
          <div aria-busy={list.isFetching || undefined}>
            {wide ? (
              <AdminTicketTable tickets={page.data} handlers={handlers} />
            ) : (
              <AdminTicketCards tickets={page.data} handlers={handlers} />
            )}
            <Pagination
              page={page.current_page}
              lastPage={page.last_page}
              label={t('adminTickets.pagesLabel')}
              onPage={(page) => change({ page })}
            />
          </div>
        )}
      </QueryGate>
      <AdminTicketDetails
        open={open}
        now={now}
        saving={open !== undefined && busyIds.has(open.ticket.id)}
        onSave={save}
        onClose={() => setOpen(undefined)}
      />
    </section>
  );
}
