import type { CarImageView } from '@kodesha/domain';
import { useRef, useState, type KeyboardEvent, type TouchEvent } from 'react';
import { useTranslation } from '@/lib/i18n';
import { CarPhoto } from './car-photo';
import { ChevronLeftIcon, ChevronRightIcon } from '@/components/ui/icons';

const swipeDistance = 40; // px a finger must travel to turn the photo

/**
 * The carousel's width on the car page: the page's padding taken from the screen on a phone,
 * and beside the 22rem panel (with a 2rem gap) in `max-w-6xl` from `lg`.
 */
const carouselSizes =
  '(min-width: 1152px) 736px, (min-width: 1024px) calc(100vw - 416px), calc(100vw - 32px)';

/** The detail page's photos: previous/next, dots, arrow keys and swipe (rules §2.7). */
export function CarCarousel({ images, title }: { images: CarImageView[]; title: string }) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const touchStart = useRef<number | null>(null);
  const count = images.length;
  const current = images[Math.min(index, Math.max(count - 1, 0))];
  const show = (next: number) => setIndex((next + count) % count);

  const onKeyDown = (event: KeyboardEvent) => {
    if (count < 2) return;
    if (event.key === 'ArrowLeft') show(index - 1);
    else if (event.key === 'ArrowRight') show(index + 1);
    else return;
    event.preventDefault();
  };
  const onTouchEnd = (event: TouchEvent) => {
    const start = touchStart.current;
    touchStart.current = null;
    const end = event.changedTouches[0]?.clientX;
    if (start === null || end === undefined || count < 2) return;
    if (end - start > swipeDistance) show(index - 1);
    else if (start - end > swipeDistance) show(index + 1);
  };

  return (
    <section
      aria-roledescription="carousel"
      aria-label={t('cars.carousel')}
      className="overflow-hidden rounded-2xl border border-stone-200 bg-white"
    >
      {/* The arrow keys turn the focused photo: a shortcut beside the labelled Previous and
          Next buttons, which stay the way for screen readers. */}
      {/* eslint-disable-next-line jsx-a11y/no-static-element-interactions -- see above */}
      <div
        className="relative"
        tabIndex={count > 1 ? 0 : undefined}
        onKeyDown={onKeyDown}
        onTouchStart={(event) => (touchStart.current = event.touches[0]?.clientX ?? null)}
        onTouchEnd={onTouchEnd}
        aria-live="polite"
      >
        <CarPhoto
          key={current?.id}
          image={current}
          large
          sizes={carouselSizes}
          // The page's first photo is its largest paint; the others are asked for when shown.
          priority={index === 0}
          alt={
            count > 1
              ? `${t('cars.photoOf', { car: title })} (${t('cars.photoCount', { number: String(index + 1), count })})`
              : t('cars.photoOf', { car: title })
          }
        />
        {count > 1 && (
          <>
            <button
              type="button"
              onClick={() => show(index - 1)}
              aria-label={t('cars.previousPhoto')}
              className="absolute top-1/2 left-2 flex size-11 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-stone-900 shadow hover:bg-white"
            >
              <ChevronLeftIcon />
            </button>
            <button
              type="button"
              onClick={() => show(index + 1)}
              aria-label={t('cars.nextPhoto')}
              className="absolute top-1/2 right-2 flex size-11 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-stone-900 shadow hover:bg-white"
            >
              <ChevronRightIcon />
            </button>
          </>
        )}
      </div>
      {count > 1 && (
        <div className="flex justify-center gap-1 py-2">
          {images.map((image, dot) => (
            <button
              key={image.id}
              type="button"
              onClick={() => setIndex(dot)}
              aria-label={t('cars.showPhoto', { number: String(dot + 1), count })}
              aria-current={dot === index ? 'true' : undefined}
              className="flex size-8 items-center justify-center"
            >
              <span
                className={`block size-2.5 rounded-full ${dot === index ? 'bg-brand-700' : 'bg-stone-300'}`}
              />
            </button>
          ))}
        </div>
      )}
    </section>
  );
}
