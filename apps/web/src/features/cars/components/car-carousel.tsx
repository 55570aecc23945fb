import type { CarImageView } from '@kodesha/domain';
import { useRef, useState, type KeyboardEvent, type TouchEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CarPhoto } from '@/components/car-photo';

const swipeDistance = 40; // px a finger must travel to turn the photo

/** Both sizes of a photo, so a small low-density phone on slow data takes the small one. */
const sourcesOf = (image: CarImageView) =>
  image.thumbnail_url === image.url ? undefined : `${image.thumbnail_url} 480w, ${image.url} 1280w`;

function Arrow({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg
      viewBox="0 0 24 24"
      className="size-6"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      <path d={direction === 'left' ? 'M15 18l-6-6 6-6' : 'M9 18l6-6-6-6'} />
    </svg>
  );
}

const turnButton =
  'absolute top-1/2 flex size-11 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-stone-900 shadow hover:bg-white';

/**
 * The detail page's photos (spec §2): previous/next, dots, the arrow keys (and Home/End)
 * while any part of it has focus, and a swipe on touch screens. It never turns by itself.
 */
export function CarCarousel({ images, title }: { images: CarImageView[]; title: string }) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const touchStart = useRef<number | null>(null);
  const count = images.length;
  const shown = Math.min(index, Math.max(count - 1, 0));
  const current = images[shown];
  const show = (next: number) => setIndex((next + count) % count);
  const position = t('cars.photoCount', { number: String(shown + 1), count });

  const onKeyDown = (event: KeyboardEvent) => {
    if (count < 2) return;
    if (event.key === 'ArrowLeft') show(shown - 1);
    else if (event.key === 'ArrowRight') show(shown + 1);
    else if (event.key === 'Home') show(0);
    else if (event.key === 'End') show(count - 1);
    else return;
    event.preventDefault();
  };
  const onTouchEnd = (event: TouchEvent) => {
    const start = touchStart.current;
    touchStart.current = null;
    const end = event.changedTouches[0]?.clientX;
    if (start === null || end === undefined || count < 2) return;
    if (end - start > swipeDistance) show(shown - 1);
    else if (start - end > swipeDistance) show(shown + 1);
  };

  return (
    <section
      aria-roledescription="carousel"
      aria-label={t('cars.carousel', { car: title })}
      onKeyDown={onKeyDown}
      className="overflow-hidden rounded-2xl border border-stone-200 bg-white"
    >
      <div
        role="group"
        aria-roledescription="slide"
        aria-label={position}
        className="relative touch-pan-y"
        tabIndex={count > 1 ? 0 : undefined}
        onTouchStart={(event) => (touchStart.current = event.touches[0]?.clientX ?? null)}
        onTouchEnd={onTouchEnd}
        aria-live="polite"
      >
        <CarPhoto
          key={current?.id}
          src={current?.url}
          srcSet={current && sourcesOf(current)}
          sizes="(min-width: 1024px) 720px, 100vw"
          alt={
            count > 1
              ? `${t('cars.photoOf', { car: title })} (${position})`
              : t('cars.photoOf', { car: title })
          }
          loading="eager"
          fetchPriority={shown === 0 ? 'high' : 'auto'}
        />
        {count > 1 && (
          <>
            <span
              aria-hidden="true"
              className="absolute top-2 right-2 rounded-full bg-stone-900/70 px-2.5 py-1 text-xs font-semibold text-white"
            >
              {shown + 1} / {count}
            </span>
            <button
              type="button"
              onClick={() => show(shown - 1)}
              aria-label={t('cars.previousPhoto')}
              className={`${turnButton} left-2`}
            >
              <Arrow direction="left" />
            </button>
            <button
              type="button"
              onClick={() => show(shown + 1)}
              aria-label={t('cars.nextPhoto')}
              className={`${turnButton} right-2`}
            >
              <Arrow direction="right" />
            </button>
          </>
        )}
      </div>
      {count > 1 && (
        <div className="flex flex-wrap justify-center gap-1 py-1.5">
          {images.map((image, dot) => (
            <button
              key={image.id}
              type="button"
              onClick={() => setIndex(dot)}
              aria-label={t('cars.showPhoto', { number: String(dot + 1), count })}
              aria-current={dot === shown ? 'true' : undefined}
              className="flex size-8 items-center justify-center rounded-full"
            >
              <span
                className={`block size-2.5 rounded-full ${dot === shown ? 'bg-brand-700' : 'bg-stone-300'}`}
              />
            </button>
          ))}
        </div>
      )}
    </section>
  );
}
