import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** Issue budget: what a first visit downloads before the app runs. */
const INITIAL_JS_BUDGET_BYTES = 250 * 1024;

/** The scripts index.html loads at once (entry and preloads); lazy chunks such as Stripe's are not counted. */
function initialScripts(distDir: string, base: string): string[] {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const sources = [...html.matchAll(/<script[^>]+src="([^"]+\.js)"/g), ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+\.js)"/g)];
  // Paths carry the app's base (`/admin/` for the admin app), which is not a folder of its build.
  return [...new Set(sources.map((match) => join(distDir, match[1].slice(base.length))))];
}

describe.each([
  ['web', '/'],
  ['admin-web', '/admin/'],
])('%s bundle', (app, base) => {
  const distDir = join(__dirname, '..', 'dist', app);

  it('keeps the initial JavaScript under 250 KB gzipped', () => {
    // npm test builds before Jest runs; on its own this check needs `node tools/build.mjs` first.
    expect(existsSync(join(distDir, 'index.html'))).toBe(true);
    const scripts = initialScripts(distDir, base);
    expect(scripts.length).toBeGreaterThan(0);
    const gzipped = scripts.reduce((sum, file) => sum + gzipSync(readFileSync(file)).length, 0);
    console.log(`${app}: initial JavaScript ${(gzipped / 1024).toFixed(1)} KB gzipped in ${scripts.length} file(s)`);
    expect(gzipped).toBeLessThan(INITIAL_JS_BUDGET_BYTES);
  });
});
