import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// One runner, three tiers: rules (domain), API (server, real database), UI (web components).
export default defineConfig({
  test: {
    projects: ['packages/domain', 'apps/server', 'apps/web'],
    // Two files at once where there are two cores (vitest's own default leaves one idle on
    // a 2-core machine: the API tier ran its 78 files one by one); one on one core
    // (`taskset -c 0`), where a second would only wait its turn. Each file has its own
    // database, so files never share state.
    maxWorkers: Math.min(2, availableParallelism()),
  },
});
