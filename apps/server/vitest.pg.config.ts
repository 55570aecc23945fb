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
    // Server processes start, crash and stop here: bounds for a slow machine, not a speed test.
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
