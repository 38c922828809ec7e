import { mergeConfig, type ProxyOptions } from 'vite';
import { reactAppConfig } from '../tools/vite/react-app-config.mjs';

/**
 * The admin API answers under /admin/... as well as /api/admin/... (docs/product-rules.md#the-admin-area). In development
 * those calls go to the gateway too; a browser navigation to the same address (Accept: text/html)
 * stays with the dev server, which serves the app, just as the gateway does in production.
 */
const adminApi: ProxyOptions = {
  target: 'http://localhost:8080',
  bypass: (request) => ((request.headers.accept ?? '').includes('text/html') ? request.url : undefined),
};
const adminApiPaths = { '^/admin/(login|logout|me|users)(/|\\?|$)': adminApi };

// The gateway mounts this app under /admin/, so every asset URL must carry that prefix.
export default mergeConfig(reactAppConfig({ name: 'admin-web', base: '/admin/', devPort: 5174, previewPort: 4174 }), {
  server: { proxy: adminApiPaths },
  preview: { proxy: adminApiPaths },
});
