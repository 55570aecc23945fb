import type { runtimeCaches } from './cache-names';

/**
 * What the service worker keeps, and where (rules §9.21): decided here, apart from the
 * worker (sw.ts), so the choices can be read and tested without one.
 */

/** One of the worker's caches of what a person has seen (cache-names.ts). */
export type KeptIn = keyof typeof runtimeCaches;

/** What the worker knows of a request when it chooses whether, and where, to keep its answer. */
export type RequestFacts = {
  url: URL;
  mode: RequestMode;
  destination: RequestDestination;
  headers: Headers;
};

/** What the worker knows of an answer before keeping it. */
export type ResponseFacts = {
  status: number;
  type: ResponseType;
  /** The address that answered, after any redirect ('' for an answer made up in the worker). */
  url: string;
  headers: Headers;
};

/**
 * What the server tells the worker (`/sw-settings.js`, read when the worker starts):
 * `photosUrl` is `PUBLIC_ASSETS_URL`, where a CDN serves the photos as `<photosUrl>/uploads/…`.
 */
export type WorkerSettings = { photosUrl?: string };

/** Query parameters that carry a secret: a reset link's token, a live stream's one-use ticket. */
const secretParams = ['token', 'ticket'];

/** rules §9.21: an address with a secret in it is never kept, whatever answered it. */
export function carriesSecret(url: URL): boolean {
  return secretParams.some((name) => url.searchParams.has(name));
}

/** A photo the CDN serves (`<PUBLIC_ASSETS_URL>/uploads/…`); nothing else from another origin. */
function fromPhotoCdn(url: URL, settings: WorkerSettings): boolean {
  if (!settings.photosUrl) return false;
  const base = settings.photosUrl.replace(/\/+$/, '');
  return url.href.startsWith(`${base}/uploads/`);
}

/**
 * The cache an answer to this request may go into, or null for none (rules §9.21): pages,
 * the API's public reads (no session sent, no live stream), the app's code, and photos —
 * this site's and the CDN's alike. Never anything whose address carries a secret.
 */
export function cacheFor(
  request: RequestFacts,
  siteOrigin: string,
  settings: WorkerSettings,
): KeptIn | null {
  const { url } = request;
  if (carriesSecret(url)) return null;
  const here = url.origin === siteOrigin;
  if (request.mode === 'navigate') return here ? 'pages' : null;
  if (here && url.pathname.startsWith('/api/')) {
    const signedIn = request.headers.has('authorization');
    const stream = request.headers.get('accept')?.includes('text/event-stream') ?? false;
    return signedIn || stream ? null : 'api';
  }
  if (here && url.pathname.startsWith('/assets/')) return 'code';
  if (request.destination === 'image' && (here || fromPhotoCdn(url, settings))) return 'photos';
  return null;
}

/**
 * Whether an answer may be kept in `cache` (rules §9.21): a 200 the server lets any cache
 * keep (neither `private` nor `no-store`), not a live stream, and never one a redirect
 * brought from an address with a secret. A photo from the CDN comes as the browser asks
 * for an `<img>` (no CORS): its status and headers cannot be read, so it is kept as it came
 * — the photos' addresses are their content's hash, so one that answers is the photo.
 */
export function mayKeep(response: ResponseFacts, cache: KeptIn): boolean {
  if (response.url && carriesSecret(new URL(response.url))) return false;
  if (response.type === 'opaque') return cache === 'photos';
  if (response.status !== 200) return false;
  if (/private|no-store/i.test(response.headers.get('cache-control') ?? '')) return false;
  return !response.headers.get('content-type')?.includes('text/event-stream');
}

/** The settings `/sw-settings.js` left on the worker's global, or none if it said nothing usable. */
export function readWorkerSettings(value: unknown): WorkerSettings {
  const photosUrl = (value as { photosUrl?: unknown } | null | undefined)?.photosUrl;
  if (typeof photosUrl !== 'string' || !/^https?:\/\//.test(photosUrl)) return {};
  return { photosUrl };
}

/** The name `/sw-settings.js` sets on the worker's global (apps/server's pages routes write it). */
export const workerSettingsGlobal = 'kodeshaWorkerSettings';
