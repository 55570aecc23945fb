import { defineConfig } from 'vitest/config';

/**
 * The PostgreSQL tier: API tests only a server database can run (two server processes on
 * one database, say). `npm run test:api:pg` runs it, and refuses to start without DATABASE_URL.
 */
export default defineConfig({
  root: import.meta.dirname,
  test: {
    name: 'server-pg',
    include: ['src/**/*.pg.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
