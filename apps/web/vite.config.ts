import tailwindcss from '@tailwindcss/vite';
import { fileURLToPath } from 'node:url';
import { defineConfig, type BuildEnvironmentOptions } from 'vite';
import { jsBudgetCheck } from './build/js-budget.ts';
import { precompress } from './build/precompress.ts';

const api = process.env.KODESHA_API ?? 'http://127.0.0.1:3000';
const src = fileURLToPath(new URL('./src', import.meta.url));

/**
 * The app is written against React's API and runs on Preact's compatible one in the
 * browser and on the server: React's DOM runtime alone is over 60 KB gzipped, most of the
 * first load's budget (record 15).
 */
const preactForReact = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/server$/, replacement: 'preact/compat/server' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
  // React's hook shim, for libraries written for older React: Preact has the hook itself.
  { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: 'preact/compat' },
];

/**
 * Warnings about libraries that are as meant, dropped so `npm start` stays readable: React
 * Router's and TanStack Query's "use client" lines (they matter to React Server Components
 * only, which this app does not use), and React Router's look-ups of React 19 hooks that
 * Preact lacks (it checks each before use), and the server bundle's languages.
 */
const onwarn: NonNullable<NonNullable<BuildEnvironmentOptions['rollupOptions']>['onwarn']> = (
  warning,
  warn,
) => {
  if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
  if (
    warning.code === 'IMPORT_IS_UNDEFINED' &&
    /node_modules\/react-router\//.test(warning.message)
  )
    return;
  // The server renderer holds every language at once (ssr/entry-server.tsx), on purpose.
  if (warning.code === 'INEFFECTIVE_DYNAMIC_IMPORT' && /src\/locales\//.test(warning.message))
    return;
  warn(warning);
};

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [tailwindcss(), precompress(), jsBudgetCheck()],
  resolve: { alias: [{ find: '@', replacement: src }, ...preactForReact] },
  server: { port: 5173, proxy: { '/api': api, '/uploads': api } },
  // The server renderer is one self-contained module: everything bundled, so it runs on
  // the same Preact as the browser (an external React Router would load React).
  ssr: { noExternal: true },
  build: isSsrBuild
    ? {
        outDir: 'dist-server',
        emptyOutDir: true,
        sourcemap: false,
        copyPublicDir: false,
        rollupOptions: { onwarn },
      }
    : { sourcemap: true, chunkSizeWarningLimit: 400, rollupOptions: { onwarn } },
}));
