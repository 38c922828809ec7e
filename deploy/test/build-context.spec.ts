import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { ROOT } from './lib/render-overlay';

/*
 * The images' build context leaves out every script but what the build runs: the web app's demo
 * renders its clips with the render CLI inside the image build, so each file of tools/ the CLI
 * imports must be let back in by Dockerfile.dockerignore, one `!` line each. A new module of the
 * CLI that is not listed fails the image build only; this says so at once, by name.
 */

const IGNORE_FILE = join(ROOT, 'deploy/docker/Dockerfile.dockerignore');
const ENTRY_POINTS = ['tools/media/render-cli.ts', 'tools/media/poster-cli.ts'];

/** Every file under tools/ an entry point imports, directly or through another such file. */
function toolsImportedBy(entries: readonly string[]): string[] {
  const seen = new Set<string>();
  const queue = [...entries];
  for (let file = queue.shift(); file; file = queue.shift()) {
    if (seen.has(file)) continue;
    seen.add(file);
    const source = readFileSync(join(ROOT, file), 'utf8');
    for (const [, specifier] of source.matchAll(/from '(\.{1,2}\/[^']+)'/g)) {
      const target = relative(ROOT, join(ROOT, dirname(file), `${specifier}.ts`));
      if (target.startsWith('tools/') && existsSync(join(ROOT, target))) queue.push(target);
    }
  }
  return [...seen].sort();
}

describe('the images build context', () => {
  it('lets in every script of tools/ the render CLI imports, which the demo runs during the build', () => {
    const letIn = new Set(
      readFileSync(IGNORE_FILE, 'utf8')
        .split('\n')
        .filter((line) => line.startsWith('!'))
        .map((line) => line.slice(1).trim()),
    );
    const imported = toolsImportedBy(ENTRY_POINTS);
    expect(imported).toContain('tools/media/render-cli-args.ts');
    expect(imported.filter((file) => !letIn.has(file) && !letIn.has(dirname(file)))).toEqual([]);
  });
});
