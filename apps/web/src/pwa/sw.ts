/// <reference lib="webworker" />
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute, setCatchHandler } from 'workbox-routing';
import { CacheFirst, NetworkFirst, NetworkOnly } from 'workbox-strategies';
import { clientsClaim } from 'workbox-core';
import type { RouteMatchCallbackOptions, WorkboxPlugin } from 'workbox-core/types';
import { offlineMarker, runtimeCaches, savedAtHeader, updateMessage } from './cache-names';
import {
  cacheFor,
  carriesSecret,
  mayKeep,
  readWorkerSettings,
  workerSettingsGlobal,
  type KeptIn,
} from './cache-rules';

/**
 * Kodesha's service worker (rules §9.21, record 25). The app's hashed code is precached
 * (within the budget vite.config.ts sets); what a person has seen — pages, the public API
 * answers they were drawn from, photos — is kept as they see it, bounded in number and
 * age. Nothing the server marks as one person's (`private`, `no-store`) is ever kept, nor
 * any address with a secret in it. What goes where is decided in cache-rules.ts.
 */
declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: { url: string; revision: string | null }[];
};

// What the server says (`/sw-settings.js`): where a CDN serves the photos, if one does. The
// browser checks it with this file for a new version, so a change there is offered as one.
self.importScripts('/sw-settings.js');
const settings = readWorkerSettings(
  (self as unknown as Record<string, unknown>)[workerSettingsGlobal],
);

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

/** Whether a request's answer belongs in `cache` (rules §9.21, cache-rules.ts). */
const keptIn =
  (cache: KeptIn) =>
  ({ request, url }: RouteMatchCallbackOptions): boolean =>
    cacheFor(
      { url, mode: request.mode, destination: request.destination, headers: request.headers },
      self.location.origin,
      settings,
    ) === cache;

/** Only what `cache` may keep: what the server lets any cache keep, never a secret's address. */
const keepableIn = (cache: KeptIn): WorkboxPlugin => ({
  cacheWillUpdate: async ({ response }) => (mayKeep(response, cache) ? response : null),
});

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

// A page whose address carries a secret (a reset link's token): from the network only,
// never kept nor shown as kept; offline, the offline page (rules §9.21).
registerRoute(
  ({ request, url }) => request.mode === 'navigate' && carriesSecret(url),
  new NetworkOnly(),
);

// Pages: from the network while it answers within 4 s, else as last seen.
registerRoute(
  keptIn('pages'),
  new NetworkFirst({
    cacheName: runtimeCaches.pages,
    networkTimeoutSeconds: 4,
    plugins: [
      keepableIn('pages'),
      stampedPages,
      new ExpirationPlugin({ maxEntries: 40, maxAgeSeconds: 7 * day, purgeOnQuotaError: true }),
    ],
  }),
);

// The API's public reads (no session sent, no live stream): fresh when possible, else as last seen.
registerRoute(
  keptIn('api'),
  new NetworkFirst({
    cacheName: runtimeCaches.api,
    networkTimeoutSeconds: 6,
    plugins: [
      keepableIn('api'),
      new ExpirationPlugin({ maxEntries: 120, maxAgeSeconds: 2 * day, purgeOnQuotaError: true }),
    ],
  }),
);

// Code left out of the precache (the signed-in screens'): kept once it has run.
registerRoute(
  keptIn('code'),
  new CacheFirst({
    cacheName: runtimeCaches.code,
    plugins: [
      keepableIn('code'),
      new ExpirationPlugin({ maxEntries: 60, maxAgeSeconds: 30 * day, purgeOnQuotaError: true }),
    ],
  }),
);

// Photos never change under their address (content-addressed): kept, the newest 150 — this
// site's and, alike, the CDN's (`PUBLIC_ASSETS_URL`), nothing else from another origin.
registerRoute(
  keptIn('photos'),
  new CacheFirst({
    cacheName: runtimeCaches.photos,
    plugins: [
      keepableIn('photos'),
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
