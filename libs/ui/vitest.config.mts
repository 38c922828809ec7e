import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  root: fileURLToPath(new URL('.', import.meta.url)),
  // Keep Vitest's cache in the root node_modules instead of a stray libs/ui/node_modules.
  cacheDir: fileURLToPath(new URL('../../node_modules/.vite/ui', import.meta.url)),
  plugins: [react()],
  test: {
    name: 'ui',
    environment: 'jsdom',
    // A fresh VM context per file in a reused worker thread: isolated like a new process, without
    // paying jsdom's and the modules' set-up per file (vitest.config.mts has the figures).
    pool: 'vmThreads',
    setupFiles: ['./test/setup.ts'],
  },
});
