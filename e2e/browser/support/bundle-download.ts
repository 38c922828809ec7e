import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Page } from 'playwright-core';

/** Clicks the job card's "Download all" and unpacks the zip it gives; answers the unpacked folder and the zip's suggested name. */
export async function downloadBundle(page: Page, dir: string, name: string): Promise<{ folder: string; suggested: string }> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download all videos as a zip' }).first().click()]);
  const zip = join(dir, `${name}.zip`);
  await download.saveAs(zip);
  const out = join(dir, name);
  mkdirSync(out);
  execFileSync('python3', ['-c', 'import sys,zipfile; zipfile.ZipFile(sys.argv[1]).extractall(sys.argv[2])', zip, out]);
  return { folder: out, suggested: download.suggestedFilename() };
}

/** Every file under `root`, as paths relative to it, sorted. */
export function filesUnder(root: string): string[] {
  return readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((path) => statSync(join(root, path)).isFile())
    .map((path) => relative(root, join(root, path)))
    .sort();
}

/** The rows of the bundle's manifest.json, typed as far as the caller reads them. */
export function manifestOf<Row>(bundle: string): Row[] {
  return (JSON.parse(readFileSync(join(bundle, 'manifest.json'), 'utf8')) as { outputs: Row[] }).outputs;
}
