import type { BookingSummary } from '@kodesha/domain';
import { useTranslation } from '@/lib/i18n';
import { formatMoney } from '@/lib/format';

/**
 * Total Bookings, Pending, Completed and the value of completed bookings (rules §8.9),
 * counted by the server over the same search and type as the list.
 */
export function AdminBookingSummary({ summary }: { summary: BookingSummary }) {
  const { t } = useTranslation();
  const cards = [
    [t('adminBookings.summary.total'), String(summary.total)],
    [t('adminBookings.summary.pending'), String(summary.pending)],
    [t('adminBookings.summary.completed'), String(summary.completed)],
    [t('adminBookings.summary.value'), formatMoney(summary.completed_value)],
  ] as const;
  return (
    <dl
      aria-label={t('adminBookings.summaryLabel')}
      className="grid grid-cols-2 gap-3 lg:grid-cols-4"
    >
      {cards.map(([label, value]) => (
        <div key={label} className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm">
          <dt className="text-sm text-stone-600">{label}</dt>
          <dd className="mt-1 text-xl font-bold break-words text-stone-900 sm:text-2xl">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
