import { defineProject, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.mjs';

export default mergeConfig(
  viteConfig,
  defineProject({
    test: {
      name: 'admin-web',
      environment: 'jsdom',
      setupFiles: ['./test/setup.ts'],
    },
  }),
);
