import tailwindcss from '@tailwindcss/vite';
import { fileURLToPath } from 'node:url';
import {
  defineConfig,
  type BuildEnvironmentOptions,
  type LogLevel,
  type Plugin,
  type PluginOption,
} from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { jsBudgetCheck } from './build/js-budget.ts';
import { offlinePage } from './build/offline-page.ts';
import { pageFirst } from './build/page-first.ts';
import { precompress } from './build/precompress.ts';

const api = process.env.KODESHA_API ?? 'http://127.0.0.1:3000';
const src = fileURLToPath(new URL('./src', import.meta.url));

/**
 * Warnings about libraries that are as meant, dropped so `npm start` stays readable: React
 * Router's and TanStack Query's "use client" lines (they matter to React Server Components
 * only, which this app does not use), and the server bundle's languages.
 */
const onwarn: NonNullable<NonNullable<BuildEnvironmentOptions['rollupOptions']>['onwarn']> = (
  warning,
  warn,
) => {
  if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
  // The server renderer holds every language at once (ssr/entry-server.tsx), on purpose.
  if (warning.code === 'INEFFECTIVE_DYNAMIC_IMPORT' && /src\/locales\//.test(warning.message))
    return;
  warn(warning);
};

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    tailwindcss(),
    precompress(),
    jsBudgetCheck(),
    pageFirst(),
    ...(isSsrBuild ? [] : [offlinePage(), ...serviceWorker()]),
  ],
  resolve: { alias: [{ find: '@', replacement: src }] },
  server: { port: 5173, proxy: { '/api': api, '/uploads': api } },
  // The server renderer is one self-contained module, everything bundled: the API server
  // loads it without resolving the web's packages (record 20).
  ssr: { noExternal: true },
  build: isSsrBuild
    ? {
        outDir: 'dist-server',
        emptyOutDir: true,
        sourcemap: false,
        copyPublicDir: false,
        rollupOptions: { onwarn },
      }
    : {
        sourcemap: true,
        chunkSizeWarningLimit: 400,
        rollupOptions: {
          onwarn,
          // React DOM in a file of its own: the start script runs it in a task of its own,
          // before the app's, so neither is one long task on a slow phone (record 26).
          output: {
            codeSplitting: {
              groups: [{ name: 'react-dom', test: /node_modules[\\/](react-dom|scheduler)[\\/]/ }],
            },
          },
        },
      },
}));

/**
 * The service worker (record 25): Workbox modules in our own worker (src/pwa/sw.ts), the
 * precache list written in at build time. The manifest is our own file (public/), and the
 * worker is registered by our code, lazily (src/pwa/register.ts): nothing here touches
 * the page's first load.
 */
const signedInChunks = [
  'assets/admin*',
  'assets/*-admin-*',
  'assets/*management*',
  'assets/revenue*',
  'assets/owner*',
  'assets/audit*',
  'assets/*gps*',
  'assets/driver-dashboard*',
  'assets/driver-bookings*',
  'assets/account*',
  'assets/chat*',
  // A provider's calendar (rules §4.15): the dashboards' and admins' screen, and its words.
  'assets/provider-calendar*',
  'assets/*-blocks-*',
  // A listing's calendar fields (rules §4.15, §4.16): the providers' and admins' forms only.
  'assets/weekly-hours-fields*',
  'assets/instant-book-fields*',
  'assets/*-listing-calendar-*',
  // Signed-in forms and lists: an owner's car form, a driver's profile, a traveller's
  // tickets, the admin's outbox.
  'assets/car-form*',
  'assets/driver-profile*',
  'assets/*-my-tickets-*',
  'assets/outbox*',
];

/** rules §9.21: what the worker precaches, raw bytes; the build fails past it. */
const precacheBudgetKb = 1200;
async function precacheBudget<Entry extends { size: number }>(entries: Entry[]) {
  const kb = entries.reduce((sum, entry) => sum + entry.size, 0) / 1024;
  if (kb > precacheBudgetKb)
    throw new Error(`Precache ${kb.toFixed(0)} KB is over its budget of ${precacheBudgetKb} KB`);
  console.log(`Precache: ${entries.length} files, ${kb.toFixed(0)} KB of ${precacheBudgetKb} KB`);
  return { manifest: entries, warnings: [] };
}

/** The level the app's build logs at (`--logLevel`), read when Vite has resolved it. */
let appLogLevel: LogLevel | undefined;

function serviceWorker(): PluginOption[] {
  const readLogLevel: Plugin = {
    name: 'kodesha-log-level',
    configResolved(config) {
      appLogLevel = config.logLevel;
    },
  };
  return [
    readLogLevel,
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/pwa',
      filename: 'sw.ts',
      registerType: 'prompt',
      injectRegister: false,
      manifest: false,
      // The worker's own build speaks at the app build's level (`npm start` builds quietly).
      integration: {
        configureCustomSWViteBuild(config) {
          config.logLevel = appLogLevel;
        },
      },
      injectManifest: {
        rollupFormat: 'iife',
        // The code (hashed), the offline page and the icons. Source maps, precompressed
        // copies and the page template (each page comes from the server) stay out.
        globPatterns: ['assets/*.{js,css}', 'offline.html', 'icons/icon-192.png', 'favicon.svg'],
        // Every visitor downloads the precache: the signed-in screens' code (admin, owner,
        // revenue, management) stays out and is kept once used (the worker's code cache).
        globIgnores: signedInChunks,
        manifestTransforms: [precacheBudget],
        // No one file over 400 KB (raw, the build's own chunk limit) is precached.
        maximumFileSizeToCacheInBytes: 400 * 1024,
      },
    }),
  ];
}
