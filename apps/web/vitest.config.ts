import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    setupFiles: ['./src/test/setup.ts'],
    // Files share their worker's jsdom and modules: a fresh one per file cost most of the
    // tier's time (about 90 s of 110 on two cores). The setup file resets what is global
    // (the session, toasts, storage, stubs) after every test, and the tests pass in any order.
    isolate: false,
  },
});
