import type { DriverView } from '@kodesha/domain';
import { formatRating } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import { StarIcon } from '@/components/ui/icons';

/** One decimal and the review count, or "New" (rules §3.6: never a made-up rating). */
export function DriverRating({ driver }: { driver: Pick<DriverView, 'rating' | 'review_count'> }) {
  const { t } = useTranslation();
  if (driver.rating === null || driver.review_count === 0)
    return (
      <span className="inline-flex items-center rounded-full bg-sky-100 px-2.5 py-0.5 text-xs font-semibold text-sky-900">
        {t('drivers.new')}
      </span>
    );
  return (
    <span className="inline-flex items-center gap-1 text-sm font-semibold text-stone-800">
      <StarIcon />
      {t('drivers.rating', { rating: formatRating(driver.rating), count: driver.review_count })}
    </span>
  );
}
