import { useTranslation } from '@/lib/i18n';
import { Alert } from '@/components/ui/alert';
import { useOwnerDashboard } from '../api/owner-dashboard';

/** The four stat cards of rules §2.10; bookings and messages count once those features exist. */
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
    },
    { label: t('owner.totalBookings'), value: stats?.total_bookings },
    { label: t('owner.pendingBookings'), value: stats?.pending_bookings },
    { label: t('owner.unreadMessages'), value: stats?.unread_messages },
  ];
  return (
    <section aria-label={t('owner.stats')} aria-busy={dashboard.isPending}>
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {cards.map((card) => (
          <div
            key={card.label}
            className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm"
          >
            <dt className="text-sm text-stone-600">{card.label}</dt>
            <dd className="mt-1 text-3xl font-extrabold text-stone-900">
              {card.value ?? (
                <span className="inline-block h-8 w-10 animate-pulse rounded bg-stone-200" />
              )}
            </dd>
            {card.note && <dd className="text-xs text-stone-600">{card.note}</dd>}
          </div>
        ))}
      </dl>
    </section>
  );
}
