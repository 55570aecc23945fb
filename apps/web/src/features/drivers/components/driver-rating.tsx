import type { DriverView } from '@kodesha/domain';
import { useTranslation } from 'react-i18next';

/** One decimal and the review count, or "New" (DESIGN §1.8: never a made-up rating). */
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
      <svg
        viewBox="0 0 24 24"
        className="size-4 text-amber-500"
        fill="currentColor"
        aria-hidden="true"
      >
        <path d="M12 2l3 7h7l-5.5 4.5L18 21l-6-4-6 4 1.5-7.5L2 9h7z" />
      </svg>
      {t('drivers.rating', { rating: driver.rating.toFixed(1), count: driver.review_count })}
    </span>
  );
}
