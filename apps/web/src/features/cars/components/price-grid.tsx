import { priceTiers } from '@kodesha/domain';
import { useTranslation } from '@/lib/i18n';
import { DetailSection } from '@/components/ui/detail-section';
import { formatMoney } from '@/lib/format';

/** Hour, day (8 h), week (5 days), month (4 weeks), from the shared pricing rule (rules §2.8). */
export function PriceGrid({ pricePerHour }: { pricePerHour: number }) {
  const { t } = useTranslation();
  const tiers = priceTiers(pricePerHour);
  const rows = [
    { label: t('cars.perHourLabel'), note: undefined, amount: tiers.hour },
    { label: t('cars.perDayLabel'), note: t('cars.perDayNote'), amount: tiers.day },
    { label: t('cars.perWeekLabel'), note: t('cars.perWeekNote'), amount: tiers.week },
    { label: t('cars.perMonthLabel'), note: t('cars.perMonthNote'), amount: tiers.month },
  ];
  return (
    <DetailSection id="pricing-title" title={t('cars.pricing')}>
      <dl className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-4">
        {rows.map((row) => (
          <div key={row.label} className="rounded-xl border border-stone-200 bg-stone-50 p-3">
            <dt className="text-sm text-stone-600">
              {row.label}
              {row.note && <span className="block text-xs">({row.note})</span>}
            </dt>
            <dd className="mt-1 text-base font-bold text-brand-800">{formatMoney(row.amount)}</dd>
          </div>
        ))}
      </dl>
    </DetailSection>
  );
}
