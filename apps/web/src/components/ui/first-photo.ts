/**
 * The page's first photo (rules §9.16, record 26): the one photo of the first screen asked
 * for at once and before the rest. The photo components mark it (`photoLoading`); the
 * start script (app/start/page-first.ts) finds it by `firstPhotoSelector` and starts the
 * app once it is on screen. One name for both, so neither changes without the other.
 */
const firstPhotoPriority = 'high';

/** The server-drawn page's first photo, as the start script finds it. */
export const firstPhotoSelector = `img[fetchpriority="${firstPhotoPriority}"]`;

/**
 * How an `<img>` loads, spread before its `src` (a browser given `src` first may fetch it
 * at once): the page's first photo at once and first; any other lazily, decoded off the
 * main thread.
 */
export function photoLoading(first: boolean) {
  return first
    ? ({ loading: 'eager', fetchPriority: firstPhotoPriority } as const)
    : ({ loading: 'lazy', decoding: 'async' } as const);
}
