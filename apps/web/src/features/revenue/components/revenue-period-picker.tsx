import {
  defaultRevenuePeriod,
  readListQuery,
  revenuePeriods,
  revenueQuery,
  type RevenuePeriod,
} from '@kodesha/domain';
import { useId } from 'react';
import { useTranslation } from '@/lib/i18n';
import { useSearchChange } from '@/lib/use-search-change';

/**
 * The chosen period, in the address as `?period=` beside whatever else is there (the `tab`
 * of `/admin`), so Back and a shared link keep it. This Month, the default, is left out; a
 * hand-edited value falls back to it (rules §8.12).
 */
export function useRevenuePeriod(): [RevenuePeriod, (period: RevenuePeriod) => void] {
  const [params, changeSearch] = useSearchChange();
  const { period } = readListQuery(revenueQuery, params);
  const choose = (next: RevenuePeriod) =>
    changeSearch((current) => {
      const merged = new URLSearchParams(current);
      if (next === defaultRevenuePeriod) merged.delete('period');
      else merged.set('period', next);
      return merged;
    });
  return [period, choose];
}

/** Today / This Week / This Month / All Time: one pressed at a time. */
export function RevenuePeriodPicker({
  period,
  onChoose,
}: {
  period: RevenuePeriod;
  onChoose: (period: RevenuePeriod) => void;
}) {
  const { t } = useTranslation();
  const labelId = useId();
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:gap-3">
      <p id={labelId} className="text-sm font-semibold text-stone-700">
        {t('revenue.periodLabel')}
      </p>
      <div
        role="group"
        aria-labelledby={labelId}
        className="grid grid-cols-2 gap-1 rounded-xl border border-stone-200 bg-stone-100 p-1 sm:inline-flex"
      >
        {revenuePeriods.map((choice) => {
          const pressed = choice === period;
          return (
            <button
              key={choice}
              type="button"
              aria-pressed={pressed}
              onClick={() => onChoose(choice)}
              className={`inline-flex min-h-11 items-center justify-center rounded-lg px-4 text-sm font-semibold transition-colors ${pressed ? 'bg-brand-700 text-white shadow-sm' : 'text-stone-800 hover:bg-white'}`}
            >
              {t(`revenue.periods.${choice}`)}
            </button>
          );
        })}
      </div>
    </div>
  );
}
