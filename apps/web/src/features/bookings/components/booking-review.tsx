import type { BookingDetailView } from '@kodesha/domain';
import { useTranslation } from '@/lib/i18n';

/** The review a completed booking received: its stars and comment. */
export function BookingReview({ review }: { review: NonNullable<BookingDetailView['review']> }) {
  const { t } = useTranslation();
  return (
    <section className="rounded-2xl border border-stone-200 bg-white p-5">
      <h2 className="text-lg font-bold text-stone-900">{t('bookings.yourReview')}</h2>
      <p className="mt-1 text-amber-600" aria-label={t('bookings.stars', { count: review.rating })}>
        {'★'.repeat(review.rating)}
        <span className="text-stone-300">{'★'.repeat(5 - review.rating)}</span>
      </p>
      {review.comment && <p className="mt-1 text-stone-700">{review.comment}</p>}
    </section>
  );
}
