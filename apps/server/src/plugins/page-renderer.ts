import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Language } from '@kodesha/domain';
import type { App } from '../http.js';

/** What the web's server entry (`apps/web/src/app/ssr/entry-server.tsx`) answers for a path. */
export type RenderedPage =
  | { kind: 'page'; status: number; head: string; html: string; state: string }
  | { kind: 'shell'; head: string }
  | { kind: 'redirect'; location: string };

type ServerEntry = {
  renderPage(url: string, origin: string, language: Language): Promise<RenderedPage>;
  connectApi(transport: (url: string, init: RequestInit) => Promise<Response>): void;
};

export type PageRenderer = {
  /** The whole HTML of a page in a language (rules §9.15), or where to send the visitor. */
  render(
    url: string,
    origin: string,
    language: Language,
  ): Promise<{ status: number; html: string } | { redirect: string }>;
};

/** A renderer that cannot load leaves every page to the browser; the API still starts. */
async function loadEntry(app: App, file: string): Promise<ServerEntry | undefined> {
  try {
    return (await import(pathToFileURL(file).href)) as ServerEntry;
  } catch (error) {
    app.log.error(
      error,
      'the server renderer did not load; pages are sent for the browser to draw',
    );
    return undefined;
  }
}

/** The built server entry beside the built web app (`apps/web/dist-server`). */
export const serverEntryOf = (webDist: string) =>
  path.join(webDist, '..', 'dist-server', 'entry-server.js');

const noBody = new Set([204, 205, 304]);

/**
 * Loads the web's server renderer and the page template. The renderer reads the API through
 * `app.inject`: the same routes, checks and answers as over the network, without a socket.
 * Without a built renderer every page is the shell the browser draws alone.
 */
export async function createPageRenderer(app: App, webDist: string): Promise<PageRenderer> {
  const template = await readFile(path.join(webDist, 'index.html'), 'utf8');
  const entryFile = serverEntryOf(webDist);
  const entry = existsSync(entryFile) ? await loadEntry(app, entryFile) : undefined;
  entry?.connectApi(async (url, init) => {
    const answer = await app.inject({
      method: 'GET',
      url,
      headers: { accept: 'application/json' },
      signal: init.signal ?? undefined,
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(answer.headers))
      if (value !== undefined) headers.set(name, String(value));
    return new Response(noBody.has(answer.statusCode) ? null : answer.rawPayload, {
      status: answer.statusCode,
      headers,
    });
  });

  // The template's `<html lang="en">` says the page's language; the browser's app reads it
  // back to load the same words before it hydrates.
  const fill = (language: Language, head: string, html = '', state = '') =>
    template
      .replace('<html lang="en"', `<html lang="${language}"`)
      .split('<!--app-head-->')
      .join(head)
      .split('<!--app-html-->')
      .join(html)
      .split('<!--app-state-->')
      .join(state);
  const plainShell = (language: Language) => fill(language, '<title>Kodesha</title>');

  return {
    async render(url, origin, language) {
      if (!entry) return { status: 200, html: plainShell(language) };
      try {
        const page = await entry.renderPage(url, origin, language);
        if (page.kind === 'redirect') return { redirect: page.location };
        if (page.kind === 'shell') return { status: 200, html: fill(language, page.head) };
        return { status: page.status, html: fill(language, page.head, page.html, page.state) };
      } catch (error) {
        // Never a blank or a 500 for a page: the browser draws it alone, as before.
        app.log.error(error, 'server rendering failed; the page is sent for the browser to draw');
        return { status: 200, html: plainShell(language) };
      }
    },
  };
}
