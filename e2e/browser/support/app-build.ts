import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = join(__dirname, '../../..');

/** The two React apps the gateway serves: the customer site at `/` and the admin area at `/admin`. */
export type WebApp = 'web' | 'admin-web';

/**
 * Builds one React app into a folder of this run's own, which the gateway then serves
 * (WEB_DIST_DIR, ADMIN_WEB_DIST_DIR). The journeys must see the screens as they are in the tree
 * now, not a dist/ left over from an earlier build; and writing to dist/ could pull files from
 * under another stack test. The services are not rebuilt: like every stack test, these use the
 * dist/ that `npm test` has just built.
 */
export function buildApp(app: WebApp, outDir: string): void {
  if (!existsSync(join(ROOT, 'dist/services/gateway'))) {
    throw new Error('dist/services is missing: run "npm run build" (npm test builds before running the tests)');
  }
  try {
    execFileSync(
      join(ROOT, 'node_modules/.bin/vite'),
      ['build', '--logLevel', 'warn', '-c', `${app}/vite.config.mts`, '--outDir', outDir, '--emptyOutDir'],
      { cwd: ROOT, stdio: 'pipe' },
    );
  } catch (error) {
    const { stdout, stderr } = error as { stdout?: Buffer; stderr?: Buffer };
    throw new Error(`building ${app}/ failed:\n${stdout?.toString() ?? ''}${stderr?.toString() ?? ''}`);
  }
  if (app === 'web') publishDemo(outDir);
}

/**
 * The web app's demo videos are not part of the Vite build: the build renders them with the
 * product's render CLI into dist/demo and publishes them into the bundle's /demo/. Here they are
 * published into this run's bundle; the render reruns only if the clips changed since the build.
 */
function publishDemo(outDir: string): void {
  try {
    execFileSync(process.execPath, ['tools/demo/render-demo.mjs', '--bundle', outDir], { cwd: ROOT, stdio: 'pipe' });
  } catch (error) {
    const { stdout, stderr } = error as { stdout?: Buffer; stderr?: Buffer };
    throw new Error(`publishing the demo videos failed:\n${stdout?.toString() ?? ''}${stderr?.toString() ?? ''}`);
  }
}
