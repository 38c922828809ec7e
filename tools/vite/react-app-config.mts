import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type UserConfig } from 'vite';

const workspaceRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
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

export interface ReactAppOptions {
  /** Folder name of the app, also its output folder under dist/. */
  name: 'web' | 'admin-web';
  /** URL prefix the gateway serves the app under. */
  base: '/' | '/admin/';
  devPort: number;
  previewPort: number;
}

/** The Vite setup both apps share; each app's vite.config.mts names only what differs. */
export function reactAppConfig({ name, base, devPort, previewPort }: ReactAppOptions): UserConfig {
  return defineConfig({
    root: path.join(workspaceRoot, name),
    base,
    // Keep Vite's and Vitest's caches in the root node_modules instead of a stray app node_modules.
    cacheDir: path.join(workspaceRoot, `node_modules/.vite/${name}`),
    plugins: [react(), keepServerCodeOut()],
    resolve: {
      alias: [
        { find: /^@reelmix\/contracts$/, replacement: path.join(workspaceRoot, 'libs/contracts/src/index.ts') },
        { find: /^@reelmix\/ui$/, replacement: path.join(workspaceRoot, 'libs/ui/src/index.ts') },
      ],
    },
    // The Host header stays the dev server's, so the gateway's same-origin checks see one origin.
    server: { port: devPort, proxy: { '/api': { target: gateway } } },
    preview: { port: previewPort, proxy: { '/api': { target: gateway } } },
    build: { outDir: path.join(workspaceRoot, 'dist', name), emptyOutDir: true },
  });
}
