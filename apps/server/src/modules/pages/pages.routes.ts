import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { DomainError, languageOfAcceptLanguage, languageOfCookies } from '@kodesha/domain';
import type { App } from '../../http.js';
import { createPageRenderer } from '../../plugins/page-renderer.js';
import type { PagesService } from './pages.service.js';

/** Hashed names never change meaning: a year, and no revalidation (rules §9.16). */
const immutable = 'public, max-age=31536000, immutable';
/** Pages and unhashed files are revalidated on every visit, by ETag. */
const revalidate = 'no-cache';

/**
 * rules §9.21: a page opened from a link with a secret in it (the reset link's `?token=`)
 * is kept by no cache, the browser's and its service worker's alike.
 */
const secretPaths = new Set(['/reset-password']);
function pageHoldsSecret(url: string): boolean {
  const address = new URL(url, 'http://localhost');
  return secretPaths.has(address.pathname) || address.searchParams.has('token');
}

/**
 * A page's validator: its bytes. The same page again answers 304 without a body. Weak,
 * since the bytes sent differ by compression; `Vary` on every answer, compressed or not.
 */
function sendRevalidated(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  type: string,
  body: string,
  vary = 'accept-encoding',
) {
  const tag = `"${createHash('sha1').update(body).digest('base64url')}"`;
  void reply.header('cache-control', revalidate).header('etag', `W/${tag}`).header('vary', vary);
  const asked = request.headers['if-none-match'];
  if (status === 200 && asked && asked.split(/\s*,\s*/).some((t) => t.replace(/^W\//, '') === tag))
    return reply.code(304).send();
  return reply.code(status).type(type).compress(body);
}

/**
 * The language a page is drawn in (rules §9.15): the reader's choice (the cookie), else the
 * first of the browser's languages Kodesha speaks, else English.
 */
const pageLanguage = (request: FastifyRequest) =>
  languageOfCookies(request.headers.cookie) ??
  languageOfAcceptLanguage(request.headers['accept-language']) ??
  'en';

/**
 * The web app: built assets (precompressed, hashed ones cached for a year), public pages
 * rendered on the server with their data (rules §9.16), the sitemap and robots.txt. Every
 * other GET outside `/api` and `/uploads` is a page; anything else answers 404.
 */
export async function pagesRoutes(
  app: App,
  {
    webDist,
    publicUrl,
    publicAssetsUrl,
    pages,
  }: {
    webDist: string | undefined;
    publicUrl: string | undefined;
    /** `PUBLIC_ASSETS_URL`: where a CDN serves the photos, told to the service worker. */
    publicAssetsUrl?: string | undefined;
    pages: PagesService;
  },
): Promise<void> {
  const built = webDist && existsSync(path.join(webDist, 'index.html')) ? webDist : undefined;
  if (built) {
    await app.register(fastifyStatic, {
      root: built,
      wildcard: false,
      index: false,
      // `.br` and `.gz` written at build time go out as they are, with `Vary`.
      preCompressed: true,
      cacheControl: false, // the rules below, not send's `max-age=0`
      allowedPath: (pathName) => pathName !== '/index.html',
      setHeaders: (res, filePath) => {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader('cache-control', hashed ? immutable : revalidate);
        res.setHeader('vary', 'accept-encoding'); // `.br`, `.gz` or plain, by what was asked
      },
    });
  }
  const renderer = built ? await createPageRenderer(app, built) : undefined;
  // Absolute links (canonical, previews, sitemap) name the configured site; without one,
  // the address this process listens on — never a request's Host or X-Forwarded-Host,
  // which whoever sends the request writes (record 22).
  const siteOrigin = () => publicUrl ?? listeningOrigin(app.server);

  app.get('/sitemap.xml', { schema: { hide: true } }, async (request, reply) =>
    sendRevalidated(
      request,
      reply,
      200,
      'application/xml; charset=utf-8',
      await pages.sitemapXml(siteOrigin()),
    ),
  );
  app.get('/robots.txt', { schema: { hide: true } }, async (request, reply) =>
    sendRevalidated(
      request,
      reply,
      200,
      'text/plain; charset=utf-8',
      pages.robotsTxt(siteOrigin()),
    ),
  );

  // What the service worker is told when it starts (apps/web/src/pwa/cache-rules.ts): where
  // the CDN serves photos, which it keeps like this site's own (rules §9.21).
  const workerSettings = publicAssetsUrl ? { photosUrl: publicAssetsUrl.replace(/\/+$/, '') } : {};
  app.get('/sw-settings.js', { schema: { hide: true } }, async (request, reply) =>
    sendRevalidated(
      request,
      reply,
      200,
      'text/javascript; charset=utf-8',
      `self.kodeshaWorkerSettings = ${JSON.stringify(workerSettings)};\n`,
    ),
  );

  // Every other GET is a page: a route, so answers are compressed like any other.
  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    // A file that is not there (an old script, /favicon.ico) is a 404, not a page.
    const notPage =
      request.url.startsWith('/api') ||
      request.url.startsWith('/uploads') ||
      /\.[a-z0-9]+$/i.test(request.url.split('?')[0]!);
    if (!renderer || notPage) throw new DomainError('request.notFound');
    const rendered = await renderer.render(request.url, siteOrigin(), pageLanguage(request));
    if ('redirect' in rendered) return reply.redirect(rendered.redirect, 302);
    // The page's words follow the language cookie, else the browser's languages.
    const vary = 'accept-encoding, accept-language, cookie';
    const type = 'text/html; charset=utf-8';
    if (pageHoldsSecret(request.url))
      return reply
        .code(rendered.status)
        .header('cache-control', 'no-store')
        .header('vary', vary)
        .type(type)
        .compress(rendered.html);
    return sendRevalidated(request, reply, rendered.status, type, rendered.html, vary);
  });
  app.setNotFoundHandler(async () => {
    throw new DomainError('request.notFound');
  });
}

/**
 * `http://host:port` of the address a server listens on (`localhost` for every interface),
 * or `http://localhost` before it listens (an injected request in a test).
 */
export function listeningOrigin(server: { address(): string | AddressInfo | null }): string {
  const address = server.address();
  if (!address || typeof address === 'string') return 'http://localhost';
  const everywhere = address.address === '0.0.0.0' || address.address === '::';
  const host = everywhere
    ? 'localhost'
    : address.family === 'IPv6'
      ? `[${address.address}]`
      : address.address;
  return `http://${host}:${address.port}`;
}
