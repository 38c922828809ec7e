import { createRequire } from 'node:module';
import { mergeConfig, type Plugin } from 'vite';
import { reactAppConfig } from '../tools/vite/react-app-config.mjs';

const require = createRequire(import.meta.url);

/**
 * The API reference's renderer (Scalar, with the AI SDK inside it) uses far more of zod than the
 * app's forms do, and a module shared with the entry chunk carries every export any chunk uses: the
 * lazy page would add about 5 KB (gzipped) to every visitor's first download. Imports of zod from
 * those packages get zod's CommonJS build instead, a copy that lives in the page's lazy chunks only.
 */
function scalarKeepsItsOwnZod(): Plugin {
  const scalarSide = /\/node_modules\/(@scalar|ai|@ai-sdk)\//;
  return {
    name: 'reelmix:scalar-keeps-its-own-zod',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!/^zod(\/|$)/.test(source) || !importer || !scalarSide.test(importer)) return null;
      return require.resolve(source);
    },
  };
}

// The gateway serves this app at `/`.
export default mergeConfig(reactAppConfig({ name: 'web', base: '/', devPort: 5173, previewPort: 4173 }), {
  plugins: [scalarKeepsItsOwnZod()],
});
