import type { AdminDashboardView, BookingStatus, BookingView } from '@kodesha/domain';
import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { ButtonLink } from '@/components/ui/button';
import { QueryGate } from '@/components/ui/query-gate';
import { Spinner } from '@/components/ui/spinner';
import { formatDateTime } from '@/lib/format';
import { paths } from '@/lib/paths';
import { useChannels } from '@/lib/server-reach';
import type { admin } from '@/locales/en-admin';
import { useDashboard } from '../api/dashboard';

type OverviewKey = keyof (typeof admin)['overview'];

type Part = { label: string; value: number };

/** One figure of the overview: its total, how it splits, and where to manage it. */
function StatCard({
  id,
  title,
  value,
  parts = [],
  note,
  link,
  highlight = false,
  wide = false,
  children,
}: {
  id: string;
  title: string;
  value: number;
  parts?: Part[];
  note?: string;
  link?: { to: string; label: string };
  highlight?: boolean;
  /** Spans both columns on a phone (a card with a longer split). */
  wide?: boolean;
  children?: ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      className={`flex min-w-0 flex-col rounded-2xl border p-4 shadow-sm sm:p-5 ${wide ? 'col-span-2 sm:col-span-1' : ''} ${highlight ? 'border-amber-300 bg-amber-50' : 'border-stone-200 bg-white'}`}
    >
      <h3 id={id} className="text-sm font-semibold text-stone-700">
        {title}
      </h3>
      <p className="mt-1 text-3xl font-extrabold text-stone-900">{value}</p>
      {note && <p className="mt-1 text-sm text-stone-600">{note}</p>}
      {parts.length > 0 && (
        <dl className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm">
          {parts.map((part) => (
            <div key={part.label} className="flex gap-1.5">
              <dt className="text-stone-600">{part.label}</dt>
              <dd className="font-semibold text-stone-900">{part.value}</dd>
            </div>
          ))}
        </dl>
      )}
      {children}
      {link && (
        <Link
          to={link.to}
          className="mt-auto inline-flex min-h-11 items-center self-start pt-2 text-sm font-semibold text-brand-700 hover:underline"
        >
          {link.label}
        </Link>
      )}
    </section>
  );
}

const statusTones = {
  pending: 'amber',
  confirmed: 'green',
  completed: 'stone',
  cancelled: 'red',
} as const satisfies Record<BookingStatus, string>;

/** A booking's start, or 'Date not available' when it has none that reads as a date. */
function useBookingDate(): (booking: BookingView) => ReactNode {
  const { t } = useTranslation();
  return (booking) =>
    booking.start_time && !Number.isNaN(Date.parse(booking.start_time)) ? (
      <time dateTime={booking.start_time}>{formatDateTime(booking.start_time)}</time>
    ) : (
      t('states.dateNotAvailable')
    );
}

/** Recent Activity (rules §8.4): the newest bookings, each opening its page. */
function RecentActivity({ bookings }: { bookings: BookingView[] }) {
  const { t } = useTranslation();
  const dateOf = useBookingDate();
  return (
    <section aria-labelledby="overview-recent" className="mt-8">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="overview-recent" className="text-xl font-bold text-stone-900">
          {t('admin.overview.recent')}
        </h2>
        <Link
          to={paths.adminTab('bookings')}
          className="inline-flex min-h-11 items-center text-sm font-semibold text-brand-700 hover:underline"
        >
          {t('admin.overview.viewAllBookings')}
        </Link>
      </div>
      {bookings.length === 0 ? (
        <p className="mt-3 rounded-2xl border border-dashed border-stone-300 bg-white p-6 text-center text-stone-700">
          {t('admin.overview.recentEmpty')}
        </p>
      ) : (
        <ul className="mt-3 divide-y divide-stone-200 rounded-2xl border border-stone-200 bg-white">
          {bookings.map((booking) => (
            <li key={booking.id}>
              <Link
                to={paths.booking(booking.id)}
                className="flex min-h-11 flex-wrap items-center justify-between gap-x-4 gap-y-1 px-4 py-3 hover:bg-stone-50"
              >
                <span className="min-w-0">
                  <span className="block text-xs font-semibold tracking-wide text-stone-600 uppercase">
                    {t(`bookings.itemType.${booking.item_type}`)} · {booking.reference}
                  </span>
                  <span className="block font-semibold break-words text-stone-900">
                    {booking.item_title}
                  </span>
                  <span className="block text-sm text-stone-600">{dateOf(booking)}</span>
                </span>
                <Badge tone={statusTones[booking.status]}>
                  {t(`bookings.status.${booking.status}`)}
                </Badge>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * Says when this server sends no SMS or no email (rules §10.4): every such message is then
 * recorded `skipped`, which the outbox lists.
 */
function ChannelsWarning() {
  const { t } = useTranslation();
  const channels = useChannels();
  if (!channels || (channels.sms && channels.email)) return null;
  return (
    <Alert tone="warning" title={t('admin.overview.channelsOff')}>
      <ul className="list-disc space-y-1 pl-5">
        {!channels.sms && <li>{t('admin.overview.smsOff')}</li>}
        {!channels.email && <li>{t('admin.overview.emailOff')}</li>}
      </ul>
      <Link
        to={paths.adminTab('notifications', { status: 'skipped' })}
        className="mt-1 inline-flex min-h-11 items-center font-semibold underline"
      >
        {t('admin.overview.openOutbox')}
      </Link>
    </Alert>
  );
}

function OverviewCards({ stats }: { stats: AdminDashboardView }) {
  const { t } = useTranslation();
  const o = (key: OverviewKey) => t(`admin.overview.${key}`);
  return (
    <section aria-labelledby="overview-figures">
      <h2 id="overview-figures" className="sr-only">
        {o('heading')}
      </h2>
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <StatCard
          id="overview-users"
          title={o('users')}
          value={stats.users_count}
          wide
          parts={[
            { label: o('clients'), value: stats.users_by_role.client },
            { label: o('owners'), value: stats.users_by_role.owner },
            { label: o('drivers'), value: stats.users_by_role.driver },
            { label: o('admins'), value: stats.users_by_role.admin },
          ]}
          link={{ to: paths.adminTab('users'), label: o('manageUsers') }}
        />
        <StatCard
          id="overview-cars"
          title={o('cars')}
          value={stats.cars_count}
          parts={[
            { label: o('activeCars'), value: stats.active_cars },
            { label: o('inactiveCars'), value: stats.inactive_cars },
          ]}
          link={{ to: paths.adminTab('cars'), label: o('manageCars') }}
        />
        <StatCard
          id="overview-drivers"
          title={o('driversCard')}
          value={stats.drivers_count}
          parts={[
            { label: o('available'), value: stats.available_drivers },
            { label: o('unavailable'), value: stats.unavailable_drivers },
          ]}
          link={{ to: paths.adminTab('drivers'), label: o('manageDrivers') }}
        />
        <StatCard
          id="overview-bookings"
          title={o('bookings')}
          value={stats.bookings_count}
          parts={[
            { label: o('completed'), value: stats.completed_bookings },
            { label: o('pending'), value: stats.pending_bookings },
          ]}
          link={{ to: paths.adminTab('bookings'), label: o('manageBookings') }}
        />
        <StatCard
          id="overview-tickets"
          title={o('tickets')}
          value={stats.ticket_bookings_count}
          parts={[
            { label: o('flight'), value: stats.flight_ticket_bookings },
            { label: o('bus'), value: stats.bus_ticket_bookings },
          ]}
          link={{ to: paths.adminTab('ticket-bookings'), label: o('manageTickets') }}
        />
        <StatCard
          id="overview-pending-tickets"
          title={o('pendingTickets')}
          value={stats.pending_ticket_bookings}
          note={o('pendingTicketsNote')}
          link={{
            to: paths.adminTab('ticket-bookings', { status: 'pending' }),
            label: o('answerPendingTickets'),
          }}
        />
        <StatCard
          id="overview-confirmed-tickets"
          title={o('confirmedTickets')}
          value={stats.confirmed_ticket_bookings}
          note={o('confirmedTicketsNote')}
          link={{
            to: paths.adminTab('ticket-bookings', { status: 'confirmed' }),
            label: o('viewConfirmedTickets'),
          }}
        />
        <StatCard
          id="overview-verifications"
          title={o('verifications')}
          value={stats.pending_verifications}
          wide
          highlight={stats.pending_verifications > 0}
          parts={[
            { label: o('userLicences'), value: stats.pending_user_verifications },
            { label: o('driverLicences'), value: stats.pending_driver_verifications },
          ]}
        >
          <ButtonLink
            to={paths.adminTab('users', { license_status: 'pending' })}
            variant={stats.pending_verifications > 0 ? 'primary' : 'secondary'}
            className="mt-3 self-start"
          >
            {o('review')}
          </ButtonLink>
        </StatCard>
      </div>
    </section>
  );
}

/**
 * The admin's overview tab (rules §8.4): the marketplace's figures, each card leading to
 * the tab that manages it, Review Verifications, and the five newest bookings. Ticket
 * figures show their zero until ticket requests exist: a hidden card would read as missing.
 */
export function AdminOverview() {
  const { t } = useTranslation();
  const dashboard = useDashboard();
  return (
    <QueryGate
      query={dashboard}
      loading={<Spinner label={t('admin.overview.loading')} />}
      error={{ title: t('admin.overview.loadFailed') }}
    >
      {(stats) => (
        <div aria-busy={dashboard.isFetching} className="space-y-6">
          <ChannelsWarning />
          <OverviewCards stats={stats} />
          <RecentActivity bookings={stats.recent_bookings} />
        </div>
      )}
    </QueryGate>
  );
}
