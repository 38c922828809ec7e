import { reactAppConfig } from '../tools/vite/react-app-config.mjs';

// The gateway mounts this app under /admin/, so every asset URL must carry that prefix.
export default reactAppConfig({ name: 'admin-web', base: '/admin/', devPort: 5174, previewPort: 4174 });
