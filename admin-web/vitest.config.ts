import { defineProject, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config';

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
