import { reviewInput } from '@kodesha/domain';
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { controlClass } from '@/components/ui/select-field';
import { useErrorText, useMessage } from '@/lib/use-message';
import { useReviewBooking } from '../api/review-booking';

/**
 * 'Leave a Review' after a completed booking (rules §4.10): 1 to 5 stars and a comment.
 * `onSaved` runs once the server kept it (the screen thanks the client, rules §9.10).
 */
export function ReviewForm({ bookingId, onSaved }: { bookingId: number; onSaved?: () => void }) {
  const { t } = useTranslation();
  const message = useMessage();
  const errorText = useErrorText();
  const review = useReviewBooking();
  const [rating, setRating] = useState(0);
  const [comment, setComment] = useState('');
  const [problem, setProblem] = useState<string>();

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = reviewInput.safeParse({ rating, comment });
    if (!parsed.success) {
      setProblem(message(parsed.error.issues[0]?.message));
      return;
    }
    setProblem(undefined);
    review.mutate(
      { id: bookingId, ...parsed.data },
      { onSuccess: () => onSaved?.(), onError: (error) => setProblem(errorText(error)) },
    );
  };

  return (
    <section
      aria-labelledby="leave-review"
      className="rounded-2xl border border-stone-200 bg-white p-5"
    >
      <h2 id="leave-review" className="text-lg font-bold text-stone-900">
        {t('bookings.reviewTitle')}
      </h2>
      <p className="mt-1 text-sm text-stone-600">{t('bookings.reviewIntro')}</p>
      <form onSubmit={submit} noValidate className="mt-4 space-y-4">
        {problem && <Alert tone="error">{problem}</Alert>}
        <fieldset>
          <legend className="mb-1 text-sm font-medium text-stone-800">
            {t('bookings.rating')}
          </legend>
          <div className="flex gap-1">
            {[1, 2, 3, 4, 5].map((stars) => (
              <label key={stars} className="cursor-pointer">
                <input
                  type="radio"
                  name="rating"
                  value={stars}
                  checked={rating === stars}
                  onChange={() => setRating(stars)}
                  className="peer sr-only"
                />
                <span
                  aria-hidden
                  className={`block px-1 text-3xl leading-none peer-focus-visible:outline-2 peer-focus-visible:outline-brand-600 ${stars <= rating ? 'text-amber-500' : 'text-stone-300'}`}
                >
                  ★
                </span>
                <span className="sr-only">{t('bookings.stars', { count: stars })}</span>
              </label>
            ))}
          </div>
        </fieldset>
        <div>
          <label htmlFor="review-comment" className="mb-1 block text-sm font-medium text-stone-800">
            {t('bookings.comment')}
          </label>
          <textarea
            id="review-comment"
            rows={3}
            maxLength={1000}
            value={comment}
            onChange={(event) => setComment(event.target.value)}
            className={controlClass}
          />
        </div>
        <Button type="submit" disabled={review.isPending}>
          {t('bookings.submitReview')}
        </Button>
      </form>
    </section>
  );
}
