import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts'],
    // Each file gets its own fresh database; argon2 and migrations make the first request slow.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
