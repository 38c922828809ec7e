// The container engine the image build runs: podman (installed from Debian when missing and this
// runs as root, as on a fresh CI machine), or docker where its daemon answers and podman is absent.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { createInterface } from 'node:readline';
import { join, resolve } from 'node:path';

/** Project-local state of the image build (the engine settings, the base's root tree, downloads). */
export const WORK_DIR = resolve('.data', 'images');

/** podman's settings for every call the project makes, passed as CONTAINERS_CONF. */
export const CONTAINERS_CONF = join(WORK_DIR, 'containers.conf');

const has = (command) => spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;
const isRoot = () => process.getuid?.() === 0;

/** This process's hard limit named `name` in /proc/self/limits, or undefined when unlimited. */
function hostLimit(name) {
  const line = readFileSync('/proc/self/limits', 'utf8').split('\n').find((entry) => entry.startsWith(name));
  const hard = line?.slice(name.length).trim().split(/\s+/)[1];
  return /^\d+$/.test(hard ?? '') ? Number(hard) : undefined;
}

/**
 * podman's defaults fail in this kind of sandbox twice over: crun refuses the host's hybrid cgroups
 * (runc does not), and containers ask for more open files and processes than the host may grant.
 * The limits below are the host's own hard limits (capped at podman's usual values), so a
 * container never asks for more than it may have.
 */
export function containersConf({ nofile = hostLimit('Max open files'), nproc = hostLimit('Max processes') } = {}) {
  const cap = (value, most) => Math.min(value ?? most, most);
  const files = cap(nofile, 1048576);
  const processes = cap(nproc, 32768);
  return [
    '# Written by tools/images/engine.mjs; see there why.',
    '[containers]',
    `default_ulimits = ["nofile=${files}:${files}", "nproc=${processes}:${processes}"]`,
    '',
    '[engine]',
    'runtime = "runc"',
    '',
  ].join('\n');
}

function aptInstall(packages) {
  console.log(`[images] installing ${packages.join(' ')} from Debian`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', ...packages], { stdio: 'inherit', env });
}

/** Finds (or, as root, installs) an engine; throws with the reason when there is no way to get one. */
export function findEngine() {
  let command;
  if (has('podman')) command = 'podman';
  else if (has('docker') && spawnSync('docker', ['info'], { stdio: 'ignore', timeout: 30000 }).status === 0) command = 'docker';
  else if (isRoot()) {
    aptInstall(['podman', 'runc', 'debootstrap']);
    command = 'podman';
  } else {
    throw new Error('no container engine: install podman (apt-get install podman runc) or start a docker daemon, or run this as root to have podman installed');
  }
  if (command === 'podman' && !has('runc')) {
    if (!isRoot()) throw new Error('podman needs runc here (crun cannot run under hybrid cgroups): apt-get install runc');
    aptInstall(['runc']);
  }
  const env = { ...process.env };
  if (command === 'podman') {
    mkdirSync(WORK_DIR, { recursive: true });
    writeFileSync(CONTAINERS_CONF, containersConf());
    env.CONTAINERS_CONF = CONTAINERS_CONF;
  }
  return { command, env };
}

/** debootstrap, which making the base image offline uses (installed when missing, as root). */
export function ensureDebootstrap() {
  if (has('debootstrap')) return;
  if (!isRoot()) throw new Error('making the base image needs debootstrap (and root): apt-get install debootstrap');
  aptInstall(['debootstrap']);
}

/**
 * Runs the engine; resolves when it exits 0. Its output goes to `logFile` when given (a build's
 * output is long), each line stamped with the seconds since the start so a slow step shows, and a
 * failure then carries the log's last lines; otherwise it is shown. `input` receives the child's stdin.
 */
export function runEngine(engine, args, { input, logFile } = {}) {
  return new Promise((done, fail) => {
    const child = spawn(engine.command, args, { env: engine.env, stdio: [input ? 'pipe' : 'ignore', logFile ? 'pipe' : 'inherit', logFile ? 'pipe' : 'inherit'] });
    const lines = [];
    if (logFile) {
      const started = performance.now();
      const stamp = (line) => lines.push(`[${((performance.now() - started) / 1000).toFixed(1).padStart(6)} s] ${line}`);
      for (const stream of [child.stdout, child.stderr]) createInterface({ input: stream, crlfDelay: Infinity }).on('line', stamp);
    }
    if (input) input(child.stdin);
    child.on('error', fail);
    child.on('close', (code, signal) => {
      if (logFile) writeFileSync(logFile, `${lines.join('\n')}\n`);
      if (code === 0) return done();
      const tail = logFile ? `:\n${lines.slice(-30).join('\n')}\n(whole output: ${logFile})` : '';
      fail(new Error(`${engine.command} ${args.slice(0, 2).join(' ')} exited with ${signal ?? code}${tail}`));
    });
  });
}

/** The engine's answer to a quick query (inspect, tag), or undefined when it fails. */
export function queryEngine(engine, args) {
  const result = spawnSync(engine.command, args, { env: engine.env, stdio: ['ignore', 'pipe', 'pipe'] });
  return result.status === 0 ? result.stdout.toString().trim() : undefined;
}

export const imageExists = (engine, image) => queryEngine(engine, ['image', 'inspect', '--format', '{{.Id}}', image]) !== undefined;

/** An image's unpacked size in bytes, as `podman images` and `docker images` count it. */
export function imageSize(engine, image) {
  const size = queryEngine(engine, ['image', 'inspect', '--format', '{{.Size}}', image]);
  if (size === undefined) throw new Error(`${image} is not there to measure`);
  return Number(size);
}

export const imageLabel = (engine, image, label) => queryEngine(engine, ['image', 'inspect', '--format', `{{index .Config.Labels "${label}"}}`, image]);
