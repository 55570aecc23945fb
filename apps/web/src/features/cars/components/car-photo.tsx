import type { CarImageView } from '@kodesha/domain';
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { CarIcon } from '@/components/ui/icons';
import { photoLoading } from '@/components/ui/first-photo';
import { NearPhoto } from '@/components/ui/near-photo';
import { useNearScreen } from '@/lib/use-near-screen';
import { landscapePhotoSize, watchEarlyFailure, photoSrcSet } from '@/components/ui/photo';

type CarPhotoProps = {
  image: CarImageView | undefined;
  alt: string;
  /**
   * How wide the photo is drawn, as a `sizes` attribute (`(min-width: 640px) 224px, 100vw`):
   * the browser takes the smaller of the two widths that fills it.
   */
  sizes: string;
  /** The detail size as the plain `src` (the car page's), else the thumbnail. */
  large?: boolean;
  className?: string;
  /**
   * The first photo of the first screen: in the page the server draws, asked for at once
   * and before the rest (`fetchpriority`). The others are asked for when they come within
   * a screen of the visible part (useNearScreen), and decode off the main thread.
   */
  priority?: boolean;
};

/**
 * A car's photo in a fixed 4:3 box (no layout shift while it arrives on slow data), or
 * 'Image Not Available' when there is none or it fails to load (rules §2.3).
 */
export function CarPhoto({
  image,
  alt,
  sizes,
  large = false,
  className = '',
  priority = false,
}: CarPhotoProps) {
  const { t } = useTranslation();
  const src = image && (large ? image.url : image.thumbnail_url);
  const [failedSrc, setFailedSrc] = useState<string>();
  const [box, near] = useNearScreen(priority);
  const photo = image && src && (
    <img
      ref={(element) => watchEarlyFailure(element, () => setFailedSrc(src))}
      // How to load before what: a browser given `src` first may fetch it at once.
      {...photoLoading(priority)}
      {...landscapePhotoSize}
      sizes={sizes}
      srcSet={photoSrcSet(image.thumbnail_url, image.url)}
      src={src}
      alt={alt}
      onError={() => setFailedSrc(src)}
      className="absolute inset-0 size-full object-cover"
    />
  );
  return (
    <div ref={box} className={`relative aspect-[4/3] overflow-hidden bg-stone-100 ${className}`}>
      {!photo || failedSrc === src ? (
        <div className="absolute inset-0 flex flex-col items-center justify-center gap-2 px-2 text-center text-stone-500">
          <CarIcon />
          <span className="text-sm font-medium">{t('cars.imageNotAvailable')}</span>
        </div>
      ) : (
        <NearPhoto near={near}>{photo}</NearPhoto>
      )}
    </div>
  );
}
