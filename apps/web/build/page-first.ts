import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { HtmlTagDescriptor, Plugin } from 'vite';
import type { StartScripts } from '../src/app/start/page-first.ts';

const webRoot = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
/** The app's entry: the page's script in development, named in the data block once built. */
const mainModule = path.join(webRoot, 'src/app/main.tsx');
/** The small script that starts the app once the page has painted (src/app/start.ts). */
const startModule = path.join(webRoot, 'src/app/start.ts');
const templateFile = path.join(webRoot, 'index.html');

/** What this step reads of a built chunk (Rollup's `OutputChunk`, the parts it needs). */
export type BuiltChunk = {
  type: 'chunk';
  fileName: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  /** The chunks it imports statically, in its own order. */
  imports: string[];
  /** The stylesheets Vite made of the CSS it imports. */
  viteMetadata?: { importedCss: Set<string> };
};
/** The build's output as this step reads it: chunks, and assets it passes over. */
export type BuiltBundle = Record<string, BuiltChunk | { type: 'asset' }>;

/**
 * The chunks `entry` imports statically, each after its own imports (depth first), every
 * one once: the order Vite gave its `modulepreload` links, so the start script runs each
 * chunk after what it needs (record 26).
 */
export function staticImports(entry: BuiltChunk, bundle: BuiltBundle): BuiltChunk[] {
  const seen = new Set<string>([entry.fileName]);
  const order: BuiltChunk[] = [];
  const visit = (chunk: BuiltChunk) => {
    for (const name of chunk.imports) {
      const imported = bundle[name];
      if (seen.has(name) || imported?.type !== 'chunk') continue;
      seen.add(name);
      visit(imported);
      order.push(imported);
    }
  };
  visit(entry);
  return order;
}

const entryOf = (bundle: BuiltBundle, moduleId: string) =>
  Object.values(bundle).find(
    (file): file is BuiltChunk =>
      file.type === 'chunk' && file.isEntry && file.facadeModuleId === moduleId,
  );

/**
 * The head of the built page (rules §9.16, record 26), from the build's own chunks: a data
 * block naming the app's entry and the chunks it imports at once, the start script, and
 * the stylesheets of them all. The entry and its imports are not asked for by the page:
 * the start script loads them once the page has painted.
 */
export function startTags(
  bundle: BuiltBundle,
  modules: { main: string; start: string } = { main: mainModule, start: startModule },
  base = '/',
): HtmlTagDescriptor[] {
  const entry = entryOf(bundle, modules.main);
  if (!entry) throw new Error('page-first: the app entry was not built');
  const start = entryOf(bundle, modules.start);
  if (!start) throw new Error('page-first: the start script was not built');
  const imports = staticImports(entry, bundle);
  const address = (fileName: string) => `${base}${fileName}`;
  const scripts: StartScripts = {
    entry: address(entry.fileName),
    preload: imports.map((chunk) => address(chunk.fileName)),
  };
  const stylesheets = new Set(
    [...imports, entry].flatMap((chunk) => [...(chunk.viteMetadata?.importedCss ?? [])]),
  );
  return [
    {
      tag: 'script',
      attrs: { type: 'application/json', id: 'start-scripts' },
      // A data block runs nothing; `<` escaped so no file name could close it.
      children: JSON.stringify(scripts).replaceAll('<', '\\u003c'),
      injectTo: 'head',
    },
    {
      tag: 'script',
      attrs: { type: 'module', crossorigin: true, src: address(start.fileName) },
      injectTo: 'head',
    },
    ...[...stylesheets].map((css): HtmlTagDescriptor => ({
      tag: 'link',
      attrs: { rel: 'stylesheet', crossorigin: true, href: address(css) },
      injectTo: 'head',
    })),
  ];
}

/**
 * The page first, its script after (rules §9.16, record 26). The template (index.html)
 * names no script: in development this step adds the app's entry as the page's script.
 * In a build the entry and the start script are inputs of their own, not the page's, so
 * Vite writes no `<script>` and no `modulepreload` link for them (and no preload polyfill);
 * this step writes the page's head from the build's chunks instead (`startTags`): the
 * browser does not fetch 160 KB of script beside the stylesheet and the main photo, nor
 * run it before the first paint. The server renderer's build has no page.
 */
export function pageFirst(): Plugin {
  let base = '/';
  return {
    name: 'kodesha-page-first',
    apply: (_config, env) => !env.isSsrBuild,
    config: (_config, env) =>
      env.command === 'build'
        ? {
            build: {
              rollupOptions: {
                input: { page: templateFile, index: mainModule, start: startModule },
              },
            },
          }
        : undefined,
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, context): HtmlTagDescriptor[] {
        if (!context.bundle)
          return [
            {
              tag: 'script',
              attrs: { type: 'module', src: `/${path.relative(webRoot, mainModule)}` },
              injectTo: 'body',
            },
          ];
        // Rollup's `OutputBundle` holds more than this step reads; `BuiltBundle` is its subset.
        return startTags(context.bundle as BuiltBundle, undefined, base);
      },
    },
  };
}
