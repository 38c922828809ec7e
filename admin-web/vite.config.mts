import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const appRoot = path.dirname(fileURLToPath(import.meta.url));
const workspaceRoot = path.resolve(appRoot, '..');
const gateway = 'http://localhost:8080';

/**
 * Contracts are imported for their types only. A value import would drag class-validator and other
 * server code into the browser bundle, so the build stops instead of shipping it.
 */
function keepServerCodeOut(): Plugin {
  const serverOnly = /^(class-validator|class-transformer|reflect-metadata|@nestjs\/|typeorm|pg|amqplib|minio)(\/|$)/;
  return {
    name: 'reelmix:keep-server-code-out',
    enforce: 'pre',
    resolveId(source, importer) {
      if (serverOnly.test(source)) {
        this.error(`"${source}" (imported by ${importer ?? 'an entry'}) is server code and must not reach the browser`);
      }
      return null;
    },
  };
}

export default defineConfig({
  root: appRoot,
  // Keep Vite's and Vitest's caches in the root node_modules instead of a stray admin-web/node_modules.
  cacheDir: path.join(workspaceRoot, 'node_modules/.vite/admin-web'),
  // The gateway mounts this app under /admin/, so every asset URL must carry that prefix.
  base: '/admin/',
  plugins: [react(), keepServerCodeOut()],
  resolve: {
    alias: [
      { find: /^@reelmix\/contracts$/, replacement: path.join(workspaceRoot, 'libs/contracts/src/index.ts') },
      { find: /^@reelmix\/ui$/, replacement: path.join(workspaceRoot, 'libs/ui/src/index.ts') },
    ],
  },
  server: {
    port: 5174,
    // The Host header stays the dev server's, so the gateway's same-origin checks see one origin.
    proxy: { '/api': { target: gateway } },
  },
  preview: {
    port: 4174,
    proxy: { '/api': { target: gateway } },
  },
  build: {
    // The gateway serves this folder at `/admin/`.
    outDir: path.join(workspaceRoot, 'dist/admin-web'),
    emptyOutDir: true,
  },
});
