import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// One `npx vitest run` for the browser code; each project keeps its own config (jsdom, aliases, setup).
// Services and server libs are tested with Jest (jest.config.js), not here.
export default defineConfig({
  test: {
    projects: ['web', 'admin-web', 'libs/ui'],
    // Vitest's default leaves one core idle (cores - 1 workers: one worker on a 2-core machine).
    // The component tests spend much of their time waiting on timers and the DOM, so every core
    // gets a worker. With the vmThreads pool below, the 89 files took 104-139 s on a fresh
    // clone's machine against 424 s with one forked worker (docs/performance.md, The test suite).
    maxWorkers: availableParallelism(),
    // Each project runs its files in the vmThreads pool (set in each project's config, as a
    // project's pool is its own): jsdom's set-up per file was a third of the run.
  },
});
