import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CarIcon } from '@/components/ui/icons';

type CarPhotoProps = {
  src: string | undefined;
  alt: string;
  className?: string;
  /** Off-screen photos wait until they are scrolled to; the first visible one should not. */
  loading?: 'lazy' | 'eager';
  /** Other widths of the same photo (`thumb.webp 480w, large.webp 1280w`), with `sizes`. */
  srcSet?: string;
  sizes?: string;
  /** `high` for the photo that fills the first screen (the detail page's), so it comes first. */
  fetchPriority?: 'high' | 'auto';
};

/**
 * A car's photo in a fixed 4:3 box (no layout shift while it arrives on slow data), or
 * 'Image Not Available' when there is none or it fails to load (rules §2.3).
 */
export function CarPhoto({
  src,
  alt,
  className = '',
  loading = 'lazy',
  srcSet,
  sizes,
  fetchPriority,
}: CarPhotoProps) {
  const { t } = useTranslation();
  const [failedSrc, setFailedSrc] = useState<string>();
  const failed = !src || failedSrc === src;
  return (
    <div className={`relative aspect-[4/3] overflow-hidden bg-stone-100 ${className}`}>
      {failed ? (
        <div className="absolute inset-0 flex flex-col items-center justify-center gap-2 px-2 text-center text-stone-500">
          <CarIcon />
          <span className="text-sm font-medium">{t('cars.imageNotAvailable')}</span>
        </div>
      ) : (
        <img
          src={src}
          srcSet={srcSet}
          sizes={srcSet ? sizes : undefined}
          alt={alt}
          loading={loading}
          fetchPriority={fetchPriority}
          decoding="async"
          width={480}
          height={360}
          onError={() => setFailedSrc(src)}
          className="absolute inset-0 size-full object-cover"
        />
      )}
    </div>
  );
}
