import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { IndexHtmlTransformContext, Plugin } from 'vite';

/** The small script that starts the app once the page has painted (src/app/start.ts). */
const webRoot = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const startModule = path.join(webRoot, 'src/app/start.ts');
const templateFile = path.join(webRoot, 'index.html');

const entryScript = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const preloadLink = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/**
 * The template with its entry script and `modulepreload` links replaced by a data block
 * naming them and the start script at `startSrc`.
 */
export function startScriptsLater(html: string, startSrc: string): string {
  const entry = entryScript.exec(html)?.[1];
  if (!entry) throw new Error('page-first: the page has no entry script');
  const preload = [...html.matchAll(preloadLink)].map((match) => match[1]!);
  const scripts = JSON.stringify({ entry, preload }).replaceAll('<', '\\u003c');
  return html
    .replace(preloadLink, '')
    .replace(
      entryScript,
      `\n    <script type="application/json" id="start-scripts">${scripts}</script>` +
        `\n    <script type="module" crossorigin src="${startSrc}"></script>`,
    );
}

/**
 * Rewrites the built page template (rules §9.16, record 26): the app's entry script and its
 * `modulepreload` links leave the head, so the browser does not fetch 160 KB of script
 * beside the stylesheet and the main photo nor run it before the first paint; in their
 * place, a data block naming them and the start script (`src/app/start.ts`, under 1 KB),
 * which loads them once the page has painted. Build only: `vite` (dev) keeps the template.
 */
export function pageFirst(): Plugin {
  return {
    name: 'kodesha-page-first',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    config: () => ({
      build: { rollupOptions: { input: { index: templateFile, start: startModule } } },
    }),
    transformIndexHtml: {
      order: 'post',
      handler(html: string, context: IndexHtmlTransformContext) {
        const start = Object.values(context.bundle ?? {}).find(
          (file) => file.type === 'chunk' && file.facadeModuleId === startModule,
        );
        if (!start) throw new Error('page-first: the start script was not built');
        return startScriptsLater(html, `/${start.fileName}`);
      },
    },
  };
}
