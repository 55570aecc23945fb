import type { BookingSummary } from '@kodesha/domain';
import { useTranslation } from '@/lib/i18n';
import { formatMoney } from '@/lib/format';

/**
 * The summary cards over all of the caller's bookings (rules §4.11). The money card counts
 * completed bookings only: 'Total Spent' for a client, 'Total Earned' for a driver.
 */
export function BookingSummaryCards({
  summary,
  money,
}: {
  summary: BookingSummary;
  money: 'spent' | 'earned';
}) {
  const { t } = useTranslation();
  const cards = [
    [t('bookings.summary.total'), String(summary.total)],
    [t('bookings.summary.pending'), String(summary.pending)],
    [t('bookings.summary.completed'), String(summary.completed)],
    [t(`bookings.summary.${money}`), formatMoney(summary.completed_value)],
  ] as const;
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      {cards.map(([label, value]) => (
        <div key={label} className="rounded-xl border border-stone-200 bg-white p-4">
          <dt className="text-sm text-stone-600">{label}</dt>
          <dd className="mt-1 text-xl font-bold text-stone-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
