import tailwindcss from '@tailwindcss/vite';
import { fileURLToPath } from 'node:url';
import { defineConfig, type BuildEnvironmentOptions } from 'vite';
import { jsBudgetCheck } from './build/js-budget.ts';
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
  plugins: [tailwindcss(), precompress(), jsBudgetCheck()],
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
    : { sourcemap: true, chunkSizeWarningLimit: 400, rollupOptions: { onwarn } },
}));
