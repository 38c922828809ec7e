import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { parseAllDocuments } from 'yaml';

export const ROOT = join(__dirname, '..', '..', '..');
export const OVERLAYS = ['dev', 'prod'] as const;
export type Overlay = (typeof OVERLAYS)[number];

/** The objects an overlay applies, rendered as `kubectl apply -k` would (kubectl must be on PATH). */
export function renderOverlay(overlay: Overlay): Record<string, unknown>[] {
  const dir = join(ROOT, 'deploy', 'k8s', 'overlays', overlay);
  let out: string;
  try {
    out = execFileSync('kubectl', ['kustomize', dir], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  } catch (err) {
    const e = err as NodeJS.ErrnoException & { stderr?: string };
    if (e.code === 'ENOENT') {
      throw new Error('kubectl is not on PATH: these tests render the kustomize overlays with `kubectl kustomize`. Install kubectl (v1.27+) and run again.');
    }
    throw new Error(`kubectl kustomize ${dir} failed:\n${e.stderr ?? e.message}`);
  }
  return parseAllDocuments(out)
    .map((doc) => doc.toJS() as Record<string, unknown> | null)
    .filter((object): object is Record<string, unknown> => object !== null);
}
