import type { DriverView } from '@kodesha/domain';
import { useState } from 'react';
import { photoLoading } from '@/components/ui/first-photo';
import { NearPhoto } from '@/components/ui/near-photo';
import { landscapePhotoSize, watchEarlyFailure, photoSrcSet } from '@/components/ui/photo';
import { useNearScreen } from '@/lib/use-near-screen';

const squareSize = { width: landscapePhotoSize.width, height: landscapePhotoSize.width };

/**
 * A driver's portrait in a fixed box (square, or 4:3 on a card: no layout shift while it
 * arrives), or their initials on a colour of their own when there is none or it fails.
 * On a card (`landscape`) a driver with no portrait at all gets a short band on a phone,
 * where a 4:3 box of initials would fill the screen; from two columns on (`sm`) the box
 * keeps its 4:3, so the cards of a row line up.
 */
export function DriverPhoto({
  driver,
  alt,
  sizes,
  landscape = false,
  priority = false,
  className = '',
}: {
  driver: Pick<DriverView, 'name' | 'profile_image' | 'profile_thumbnail'>;
  alt: string;
  /** How wide the portrait is drawn, as a `sizes` attribute (`160px`). */
  sizes: string;
  landscape?: boolean;
  /**
   * The first portrait of the first screen (a driver's page): asked for at once and first.
   * The others when they come within a screen of the visible part (useNearScreen).
   */
  priority?: boolean;
  className?: string;
}) {
  const { name, profile_image: detail, profile_thumbnail: thumbnail } = driver;
  const [failedSrc, setFailedSrc] = useState<string>();
  const [box, near] = useNearScreen(priority);
  const initials = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase())
    .join('');
  const hue = [...name].reduce((sum, char) => sum + char.charCodeAt(0), 0) % 360;
  // A portrait that failed keeps the box it was given: the card does not jump.
  const compact = landscape && !(thumbnail && detail);
  const shape = compact
    ? 'h-20 sm:h-auto sm:aspect-[4/3]'
    : landscape
      ? 'aspect-[4/3]'
      : 'aspect-square';
  return (
    <div ref={box} className={`relative overflow-hidden bg-stone-100 ${shape} ${className}`}>
      {thumbnail && detail && failedSrc !== thumbnail ? (
        <NearPhoto near={near}>
          <img
            ref={(element) => watchEarlyFailure(element, () => setFailedSrc(thumbnail))}
            // How to load before what: a browser given `src` first may fetch it at once.
            {...photoLoading(priority)}
            {...(landscape ? landscapePhotoSize : squareSize)}
            sizes={sizes}
            srcSet={photoSrcSet(thumbnail, detail)}
            src={thumbnail}
            alt={alt}
            onError={() => setFailedSrc(thumbnail)}
            className="absolute inset-0 size-full object-cover"
          />
        </NearPhoto>
      ) : (
        <div
          role="img"
          aria-label={alt}
          className={`absolute inset-0 flex items-center justify-center font-bold text-white ${compact ? 'text-2xl sm:text-4xl' : 'text-4xl'}`}
          style={{ backgroundColor: `hsl(${hue} 45% 38%)` }}
        >
          {initials}
        </div>
      )}
    </div>
  );
}
