import { defineConfig } from 'vitest/config';

// One runner, three tiers: rules (domain), API (server, real database), UI (web components).
export default defineConfig({
  test: {
    projects: ['packages/domain', 'apps/server', 'apps/web'],
  },
});
