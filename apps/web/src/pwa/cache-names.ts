/** Names the service worker and the page share (rules §9.21). */

/** The caches of what a person has seen; `pages`, `api` and `photos` are emptied when their session ends. */
export const runtimeCaches = {
  pages: 'kodesha-pages',
  api: 'kodesha-api',
  photos: 'kodesha-photos',
  code: 'kodesha-code',
} as const;

/** The `<meta>` a page shown without the network carries: its content is when it was saved (ms), or `fallback` on the offline page. */
export const offlineMarker = 'kodesha-offline';

/** The header a kept page's time of saving travels in. */
export const savedAtHeader = 'x-kodesha-saved-at';

/** What the page posts to a waiting worker when the person chooses to reload. */
export const updateMessage = 'SKIP_WAITING';

/** Empties what this browser kept of what the person saw: their session has ended (rules §9.21). */
export async function clearSavedPages(): Promise<void> {
  if (typeof caches === 'undefined') return;
  const personal = [runtimeCaches.pages, runtimeCaches.api, runtimeCaches.photos];
  await Promise.all(personal.map((name) => caches.delete(name)));
}
