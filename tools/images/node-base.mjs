// The image every Reelmix image starts from, `node:24-bookworm-slim`. Used as it is when the
// engine has it or can pull it; where no image registry is reachable it is made here from parts
// that are: Debian's archive (debootstrap) and the npm registry (Node's official binary, npm),
// both pinned and checked. The Dockerfile's FROM lines stay as the world writes them.
import { execFileSync, spawn } from 'node:child_process';
import { cpSync, mkdirSync, renameSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { NODE_INTEGRITY, NODE_VERSION, nodePackageName, unpackVerified } from '../lib/node-runtime.mjs';
import { debianSourcesFor, hostAptSources, sourcesList } from './apt-sources.mjs';
import { WORK_DIR, ensureDebootstrap, imageExists, imageLabel, queryEngine, runEngine } from './engine.mjs';

export const BASE_IMAGE = 'docker.io/library/node:24-bookworm-slim';
const DEBIAN_RELEASE = 'bookworm';
const OS_IMAGE = 'localhost/reelmix/debian:bookworm-minbase';

/** npm for the base image (Node's registry package carries no npm), pinned like Node itself. */
export const NPM_VERSION = '11.21.2';
export const NPM_INTEGRITY = 'sha512-7HPApk+AflMUavSseL1Pm6CnYqMIHk53x+KmuhqmTDqPkjPMgxIpTPcTqsE91EKNw4gFBJV9fnXiSdGm1DXq9A==';

/** What a base made here carries; a base made from other pins is made again. */
const BASE_LABEL = 'org.reelmix.base';
const baseContents = () => `node ${NODE_VERSION}, npm ${NPM_VERSION}`;

const here = dirname(fileURLToPath(import.meta.url));

// What Debian's own slim images leave out, kept out of every later package install too.
const DPKG_SLIM = `path-exclude /usr/share/doc/*
path-include /usr/share/doc/*/copyright
path-exclude /usr/share/man/*
path-exclude /usr/share/info/*
path-exclude /usr/share/locale/*
path-exclude /usr/share/groff/*
path-exclude /usr/share/lintian/*
`;
// apt keeps no downloaded packages or binary caches after an install, and fetches no translations.
const APT_SLIM = `DPkg::Post-Invoke { "rm -f /var/cache/apt/archives/*.deb /var/cache/apt/archives/partial/*.deb /var/cache/apt/*.bin || true"; };
APT::Update::Post-Invoke { "rm -f /var/cache/apt/archives/*.deb /var/cache/apt/archives/partial/*.deb /var/cache/apt/*.bin || true"; };
Dir::Cache::pkgcache "";
Dir::Cache::srcpkgcache "";
Acquire::Languages "none";
`;

/**
 * Makes sure BASE_IMAGE is there. Returns how it got there: 'present', 'pulled' or 'made'.
 * Long outputs go to files in `logDir`; `log` reports progress.
 */
export async function ensureNodeBase(engine, { logDir, log = console.log }) {
  if (imageExists(engine, BASE_IMAGE)) {
    const made = imageLabel(engine, BASE_IMAGE, BASE_LABEL);
    // A base pulled from a registry carries no label of ours and is kept.
    if (!made || made === baseContents()) return 'present';
    log(`[images] ${BASE_IMAGE} holds ${made}; making it again with ${baseContents()}`);
  } else if (queryEngine(engine, ['pull', '--quiet', BASE_IMAGE]) !== undefined) {
    return 'pulled';
  } else {
    log(`[images] ${BASE_IMAGE} cannot be pulled (no image registry answers); making it from Debian's archive and the npm registry`);
  }
  if (!imageExists(engine, OS_IMAGE)) await makeDebianImage(engine, logDir, log);
  await makeNodeImage(engine, logDir, log);
  return 'made';
}

/** Debian's minimal system for DEBIAN_RELEASE, from the mirror apt on this machine uses, cleaned. */
async function makeDebianImage(engine, logDir, log) {
  ensureDebootstrap();
  const { mirror, sources, fromHost } = debianSourcesFor(DEBIAN_RELEASE, hostAptSources());
  log(`[images] debootstrap ${DEBIAN_RELEASE} from ${mirror}${fromHost ? " (this machine's apt mirror)" : ''}`);
  const root = join(WORK_DIR, 'rootfs');
  rmSync(root, { recursive: true, force: true });
  mkdirSync(WORK_DIR, { recursive: true });
  const logFile = join(logDir, 'debootstrap.log');
  try {
    execFileSync('sh', ['-c', `debootstrap --variant=minbase ${DEBIAN_RELEASE} "$1" "$2" > "$3" 2>&1`, 'sh', root, mirror, logFile]);
  } catch {
    throw new Error(`debootstrap failed; its log is ${logFile}`);
  }
  // What the install left behind: downloaded packages, apt's caches and lists, docs, the host's
  // name and resolver (the engine gives each container its own), the install's logs.
  for (const dir of ['var/cache/apt', 'var/lib/apt/lists', 'usr/share/man', 'usr/share/info', 'usr/share/locale', 'usr/share/groff', 'usr/share/lintian']) {
    rmSync(join(root, dir), { recursive: true, force: true });
    mkdirSync(join(root, dir));
  }
  mkdirSync(join(root, 'var/cache/apt/archives/partial'), { recursive: true });
  execFileSync('find', [join(root, 'usr/share/doc'), '-mindepth', '1', '-not', '-name', 'copyright', '-not', '-type', 'd', '-delete']);
  execFileSync('find', [join(root, 'var/log'), '-type', 'f', '-exec', 'truncate', '-s', '0', '{}', '+']);
  for (const file of ['etc/hostname', 'etc/resolv.conf']) rmSync(join(root, file), { force: true });
  writeFileSync(join(root, 'etc/apt/sources.list'), sourcesList(sources));
  writeFileSync(join(root, 'etc/dpkg/dpkg.cfg.d/slim'), DPKG_SLIM);
  writeFileSync(join(root, 'etc/apt/apt.conf.d/slim'), APT_SLIM);

  log(`[images] importing it as ${OS_IMAGE}`);
  await runEngine(engine, ['import', '--change', 'CMD ["bash"]', '-', OS_IMAGE], {
    logFile: join(logDir, 'debian-import.log'),
    input: (stdin) => spawn('tar', ['-C', root, '--numeric-owner', '-c', '.'], { stdio: ['ignore', 'pipe', 'inherit'] }).stdout.pipe(stdin),
  });
  rmSync(root, { recursive: true, force: true });
}

/** Fetches a package tarball with `npm pack` and unpacks it into `target` if it matches `integrity`. */
function packVerified(spec, integrity, target, downloads) {
  const packed = execFileSync('npm', ['pack', '--json', '--pack-destination', downloads, spec], { cwd: downloads, stdio: ['ignore', 'pipe', 'inherit'] });
  const [{ filename }] = JSON.parse(packed.toString());
  unpackVerified(join(downloads, filename), integrity, target);
}

/** Node's official binary and npm, checked against their pins, on the Debian image; user node 1000:1000. */
async function makeNodeImage(engine, logDir, log) {
  const packageName = nodePackageName('linux', process.arch);
  const integrity = NODE_INTEGRITY[packageName];
  if (!integrity) throw new Error(`no pinned Node ${NODE_VERSION} integrity for ${packageName} (tools/lib/node-runtime.mjs)`);
  log(`[images] ${BASE_IMAGE}: Node ${NODE_VERSION} (${packageName}) and npm ${NPM_VERSION}, integrity checked`);

  const context = join(WORK_DIR, 'node-base');
  const downloads = join(WORK_DIR, 'downloads');
  for (const dir of [context, downloads]) {
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
  }
  const node = join(downloads, 'node');
  packVerified(`${packageName}@${NODE_VERSION}`, integrity, node, downloads);
  const local = join(context, 'usr', 'local');
  mkdirSync(join(local, 'bin'), { recursive: true });
  mkdirSync(join(local, 'share', 'doc', 'node'), { recursive: true });
  // The binary and its licence; the C headers (67 MB) serve only native builds, which need a
  // compiler this image does not have either.
  renameSync(join(node, 'bin', 'node'), join(local, 'bin', 'node'));
  cpSync(join(node, 'LICENSE'), join(local, 'share', 'doc', 'node', 'LICENSE'));
  packVerified(`npm@${NPM_VERSION}`, NPM_INTEGRITY, join(local, 'lib', 'node_modules', 'npm'), downloads);
  symlinkSync('../lib/node_modules/npm/bin/npm-cli.js', join(local, 'bin', 'npm'));
  symlinkSync('../lib/node_modules/npm/bin/npx-cli.js', join(local, 'bin', 'npx'));
  rmSync(downloads, { recursive: true, force: true });

  await runEngine(engine, [
    'build',
    ...(engine.command === 'podman' ? ['--format', 'docker', '--pull=never'] : []),
    '--build-arg', `OS_IMAGE=${OS_IMAGE}`,
    '--label', `${BASE_LABEL}=${baseContents()}`,
    '-f', join(here, 'node-base.Containerfile'),
    '-t', BASE_IMAGE,
    context,
  ], { logFile: join(logDir, 'node-base.log') });
  rmSync(context, { recursive: true, force: true });
}
