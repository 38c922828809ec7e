import { reactAppConfig } from '../tools/vite/react-app-config.mjs';

// The gateway serves this app at `/`.
export default reactAppConfig({ name: 'web', base: '/', devPort: 5173, previewPort: 4173 });
