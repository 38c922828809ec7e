import { defineProject, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.mjs';

export default mergeConfig(
  viteConfig,
  defineProject({
    test: {
      name: 'web',
      environment: 'jsdom',
      // A fresh VM context per file in a reused worker thread: isolated like a new process, without
      // paying jsdom's and the modules' set-up per file (vitest.config.mts has the figures).
      pool: 'vmThreads',
      setupFiles: ['./test/setup.ts'],
    },
  }),
);
