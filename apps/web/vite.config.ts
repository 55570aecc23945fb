import tailwindcss from '@tailwindcss/vite';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { jsBudgetCheck } from './build/js-budget';
import { precompress } from './build/precompress';

const api = process.env.KODESHA_API ?? 'http://127.0.0.1:3000';
const src = fileURLToPath(new URL('./src', import.meta.url));

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [tailwindcss(), precompress(), jsBudgetCheck()],
  resolve: { alias: [{ find: '@', replacement: src }] },
  server: { port: 5173, proxy: { '/api': api, '/uploads': api } },
  // The server renderer is one self-contained module, everything bundled: the API server
  // loads it without resolving the web's packages (record 20).
  ssr: { noExternal: true },
  build: isSsrBuild
    ? { outDir: 'dist-server', emptyOutDir: true, sourcemap: false, copyPublicDir: false }
    : { sourcemap: true, chunkSizeWarningLimit: 400 },
}));
