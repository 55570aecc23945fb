import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts'],
    // The PostgreSQL tier (`*.pg.test.ts`) runs apart, with DATABASE_URL: vitest.pg.config.ts.
    exclude: ['src/**/*.pg.test.ts'],
    // One migrated embedded database, dumped once; each file loads its own copy.
    globalSetup: ['src/test/embedded-template.ts'],
    // Files share their worker's modules (each still builds its own app on its own
    // database): loading the server afresh for every file cost about half the tier's time.
    // So no test may mock a module; a test seam is an argument (see image-work.test.ts).
    isolate: false,
    // Each file gets its own fresh database; migrations make the first request slow.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
