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

/**
 * The dev server stands in for the gateway's own origin: the gateway accepts writes only from
 * PUBLIC_URL's exact origin (scheme, host and port), so the proxy presents the app's requests as
 * coming from there. Only the developer's own dev server does this; nothing deployed passes it.
 */
const toGateway = {
  target: gateway,
  changeOrigin: true,
  configure: (proxy: { on(event: 'proxyReq', listener: (request: { getHeader(name: string): unknown; setHeader(name: string, value: string): void }) => void): void }) => {
    proxy.on('proxyReq', (request) => {
      if (request.getHeader('origin') !== undefined) request.setHeader('origin', gateway);
      const referer = request.getHeader('referer');
      if (typeof referer === 'string') request.setHeader('referer', new URL(new URL(referer).pathname, gateway).href);
    });
  },
};

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
        { find: /^@reelmix\/contracts\/browser$/, replacement: path.join(workspaceRoot, 'libs/contracts/src/browser.ts') },
        { find: /^@reelmix\/contracts$/, replacement: path.join(workspaceRoot, 'libs/contracts/src/index.ts') },
        { find: /^@reelmix\/ui$/, replacement: path.join(workspaceRoot, 'libs/ui/src/index.ts') },
        { find: /^@reelmix\/analysis$/, replacement: path.join(workspaceRoot, 'libs/analysis/src/index.ts') },
      ],
    },
    server: { port: devPort, proxy: { '/api': toGateway } },
    preview: { port: previewPort, proxy: { '/api': toGateway } },
    build: { outDir: path.join(workspaceRoot, 'dist', name), emptyOutDir: true },
  });
}
