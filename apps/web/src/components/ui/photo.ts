import { publicPhotoWidths } from '@kodesha/domain';

const detailSuffix = `-${publicPhotoWidths.detail}.webp`;

/**
 * `…-480.webp 480w, …-800.webp 800w, …-1280.webp 1280w`: the widths the server keeps of
 * every public photo. The API names the smallest and the largest; the middle one, which a
 * phone's card or page takes, is the largest's name at its own width (rules §9.16). A
 * photo named otherwise (never stored here) offers its two.
 */
export function photoSrcSet(thumbnail: string, detail: string): string {
  const medium = detail.endsWith(detailSuffix)
    ? `${detail.slice(0, -detailSuffix.length)}-${publicPhotoWidths.medium}.webp ${publicPhotoWidths.medium}w, `
    : '';
  return `${thumbnail} ${publicPhotoWidths.thumbnail}w, ${medium}${detail} ${publicPhotoWidths.detail}w`;
}

/** A 4:3 photo's `width` and `height` attributes (the box is sized by CSS; these give the ratio). */
export const landscapePhotoSize = {
  width: publicPhotoWidths.thumbnail,
  height: (publicPhotoWidths.thumbnail * 3) / 4,
};

/**
 * The `sizes` of a card's photo in the lists' grid (one column on a phone, two from `sm`,
 * three from `lg`, inside `max-w-6xl px-4` with `gap-5`): on a wide screen a card is 360 px.
 */
export const cardGridPhotoSizes =
  '(min-width: 1152px) 360px, (min-width: 1024px) calc((100vw - 72px) / 3), (min-width: 640px) calc((100vw - 52px) / 2), calc(100vw - 32px)';

/**
 * Calls `onBroken` when an `<img>` already failed before the page was listening, for its
 * ref: a page drawn on the server starts loading its photos before it hydrates, and an
 * error then fires no `onError`. A failed image is `complete` with no width; so is a tiny
 * one drawn smaller than its `srcset` width says, so only a failed decode counts.
 */
export function watchEarlyFailure(image: HTMLImageElement | null, onBroken: () => void): void {
  const src = image?.getAttribute('src');
  if (!image || !src || !image.complete || image.naturalWidth > 0) return;
  image.decode().catch(() => {
    if (image.getAttribute('src') === src) onBroken(); // not a photo the carousel left
  });
}
