import type { AdminDriverSummary } from '@kodesha/domain';
import { useTranslation } from '@/lib/i18n';

/**
 * The summary cards of Driver Management (rules §8.8), as the server counts them over
 * every driver: never counted from the page shown.
 */
export function DriverSummaryCards({ summary }: { summary: AdminDriverSummary }) {
  const { t } = useTranslation();
  const cards = [
    [t('adminDrivers.summary.total'), summary.total],
    [t('adminDrivers.summary.verified'), summary.verified],
    [t('adminDrivers.summary.pending'), summary.pending],
    [t('adminDrivers.summary.active'), summary.active],
  ] as const;
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {cards.map(([label, value]) => (
        <div key={label} className="rounded-xl border border-stone-200 bg-white p-4">
          <dt className="text-sm text-stone-600">{label}</dt>
          <dd className="mt-1 text-2xl font-bold text-stone-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
