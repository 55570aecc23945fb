import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '@/lib/i18n';
import { Alert } from '@/components/ui/alert';
import { paths } from '@/lib/paths';
import { useOwnerDashboard } from '../api/owner-dashboard';

const cardClass =
  'block h-full rounded-2xl border border-stone-200 bg-white p-4 shadow-sm hover:border-brand-600 hover:bg-brand-50';

/** A card's way on: another screen, or (`#…`) further down this page, by a plain link that scrolls. */
function StatLink({ to, children }: { to: string; children: ReactNode }) {
  return to.startsWith('#') ? (
    <a href={to} className={cardClass}>
      {children}
    </a>
  ) : (
    <Link to={to} className={cardClass}>
      {children}
    </Link>
  );
}

/**
 * The four stat cards of rules §2.10, each a way to what it counts: the cars below, the
 * requests (the pending ones filtered), the messages.
 */
export function OwnerStats() {
  const { t } = useTranslation();
  const dashboard = useOwnerDashboard();
  if (dashboard.isError) return <Alert tone="error">{t('owner.statsFailed')}</Alert>;
  const stats = dashboard.data?.stats;
  const cards = [
    {
      label: t('owner.totalCars'),
      value: stats?.total_cars,
      note: stats && t('owner.activeCars', { count: stats.active_cars }),
      to: '#my-cars-title',
    },
    { label: t('owner.totalBookings'), value: stats?.total_bookings, to: paths.ownerBookings },
    {
      label: t('owner.pendingBookings'),
      value: stats?.pending_bookings,
      to: `${paths.ownerBookings}?status=pending`,
    },
    { label: t('owner.unreadMessages'), value: stats?.unread_messages, to: paths.ownerMessages },
  ];
  return (
    <section aria-label={t('owner.stats')} aria-busy={dashboard.isPending}>
      <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {cards.map((card) => (
          <li key={card.label}>
            <StatLink to={card.to}>
              <span className="block text-sm text-stone-600">{card.label}</span>
              <span className="mt-1 block text-3xl font-extrabold text-stone-900">
                {card.value ?? (
                  <span className="inline-block h-8 w-10 animate-pulse rounded bg-stone-200" />
                )}
              </span>
              {card.note && <span className="block text-xs text-stone-600">{card.note}</span>}
            </StatLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
