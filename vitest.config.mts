import { defineConfig } from 'vitest/config';

// One `npx vitest run` for the browser code; each project keeps its own config (jsdom, aliases, setup).
// Services and server libs are tested with Jest (jest.config.js), not here.
export default defineConfig({
  test: {
    projects: ['web', 'admin-web', 'libs/ui'],
  },
});
