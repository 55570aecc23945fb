/// <reference lib="webworker" />
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute, setCatchHandler } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { clientsClaim } from 'workbox-core';
import type { WorkboxPlugin } from 'workbox-core/types';
import { offlineMarker, runtimeCaches, savedAtHeader, updateMessage } from './cache-names';

/**
 * Kodesha's service worker (rules §9.21, record 25). The app's hashed code is precached
 * (within the budget vite.config.ts sets); what a person has seen — pages, the public API
 * answers they were drawn from, photos — is kept as they see it, bounded in number and
 * age. Nothing the server marks as one person's (`private`, `no-store`) is ever kept.
 */
declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: { url: string; revision: string | null }[];
};

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
// The first worker takes the open page at once (nothing older to disagree with); a later
// one only when the person has chosen to reload, below.
clientsClaim();

// A new version waits until the person chooses to reload ("A new version is ready").
self.addEventListener('message', (event: ExtendableMessageEvent) => {
  if ((event.data as { type?: string } | null)?.type === updateMessage) void self.skipWaiting();
});

const day = 24 * 60 * 60;

/** Only what the server lets any cache keep: a 200, neither private nor no-store. */
const shareableOnly: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) => {
    const control = response.headers.get('cache-control') ?? '';
    if (response.status !== 200 || /private|no-store/i.test(control)) return null;
    if (response.headers.get('content-type')?.includes('text/event-stream')) return null;
    return response;
  },
};

/** Stamps a kept page with the time it was fetched, and says so when it is shown again. */
const stampedPages: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) => {
    const headers = new Headers(response.headers);
    headers.set(savedAtHeader, String(Date.now()));
    return new Response(await response.blob(), { status: response.status, headers });
  },
  cachedResponseWillBeUsed: async ({ cachedResponse }) => {
    if (!cachedResponse) return null;
    const savedAt = cachedResponse.headers.get(savedAtHeader) ?? '';
    const html = await cachedResponse.text();
    // The page learns it came from here, and since when: the offline note (offline-note.tsx).
    const marked = html.replace(
      /<head>/i,
      `<head><meta name="${offlineMarker}" content="${savedAt.replace(/\D/g, '')}" />`,
    );
    return new Response(marked, { status: 200, headers: cachedResponse.headers });
  },
};

// Pages: from the network while it answers within 4 s, else as last seen.
registerRoute(
  ({ request }) => request.mode === 'navigate',
  new NetworkFirst({
    cacheName: runtimeCaches.pages,
    networkTimeoutSeconds: 4,
    plugins: [
      shareableOnly,
      stampedPages,
      new ExpirationPlugin({ maxEntries: 40, maxAgeSeconds: 7 * day, purgeOnQuotaError: true }),
    ],
  }),
);

// The API's public reads (no session sent): fresh when possible, else as last seen.
registerRoute(
  ({ request, url }) =>
    url.origin === self.location.origin &&
    url.pathname.startsWith('/api/') &&
    !request.headers.has('authorization') &&
    // The live stream (a one-use ticket in its address, an endless body) is never kept.
    !request.headers.get('accept')?.includes('text/event-stream') &&
    !url.searchParams.has('ticket'),
  new NetworkFirst({
    cacheName: runtimeCaches.api,
    networkTimeoutSeconds: 6,
    plugins: [
      shareableOnly,
      new ExpirationPlugin({ maxEntries: 120, maxAgeSeconds: 2 * day, purgeOnQuotaError: true }),
    ],
  }),
);

// Code left out of the precache (the signed-in screens'): kept once it has run.
registerRoute(
  ({ url }) => url.origin === self.location.origin && url.pathname.startsWith('/assets/'),
  new CacheFirst({
    cacheName: runtimeCaches.code,
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 60, maxAgeSeconds: 30 * day, purgeOnQuotaError: true }),
    ],
  }),
);

// Photos never change under their address (content-addressed): kept, the newest 150.
registerRoute(
  ({ request, url }) => url.origin === self.location.origin && request.destination === 'image',
  new CacheFirst({
    cacheName: runtimeCaches.photos,
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 150, maxAgeSeconds: 30 * day, purgeOnQuotaError: true }),
    ],
  }),
);

// A page never seen, offline: the offline page, drawn by the app in the person's language.
setCatchHandler(async ({ request }) => {
  if (request.mode === 'navigate') {
    const offline = await matchPrecache('/offline.html');
    if (offline) return offline;
  }
  return Response.error();
});
