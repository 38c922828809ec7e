#!/usr/bin/env node
// First step of `npm start` and `npm test` on any machine: installs the npm packages when they are
// missing or older than the lockfile, installs ffmpeg (and chromium for tests) from Debian's
// packages when absent, and makes sure PostgreSQL and RabbitMQ are running. Uses only Node's
// built-ins, because it runs before node_modules exists.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { startSettings } from './lib/start-settings.mjs';
import { waitPort } from './lib/wait-port.mjs';

const forTests = process.argv.includes('--tests');
const say = (text) => console.log(`[setup] ${text}`);

function has(command) {
  return spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;
}

function sh(command, args) {
  execFileSync(command, args, { stdio: 'inherit' });
}

function installNpmPackages() {
  const marker = 'node_modules/.package-lock.json';
  const stale = !existsSync(marker) || statSync('package-lock.json').mtimeMs > statSync(marker).mtimeMs;
  if (!stale) return;
  say('installing npm packages');
  // `npm ci` refuses lockfiles that name other platforms' optional packages this registry lacks.
  sh('npm', ['install', '--no-audit', '--no-fund']);
}

function installSystemPackages() {
  const wanted = [];
  if (!has('ffmpeg') || !has('ffprobe')) wanted.push('ffmpeg');
  if (forTests && !existsSync('/usr/bin/chromium')) wanted.push('chromium');
  if (forTests && !has('kubectl')) wanted.push('kubernetes-client');
  if (wanted.length === 0) return;
  if (!has('apt-get') || process.getuid?.() !== 0) {
    throw new Error(`Missing system packages: ${wanted.join(', ')}. Install them with your package manager.`);
  }
  say(`installing ${wanted.join(', ')}`);
  sh('apt-get', ['update', '-qq']);
  sh('apt-get', ['install', '-y', '-qq', ...wanted]);
}

async function ensureService(name, port, startCommands) {
  if (await waitPort('127.0.0.1', port, 0)) return;
  say(`${name} is not answering on ${port}; starting it`);
  for (const command of startCommands) {
    if (spawnSync('sh', ['-c', command], { stdio: 'inherit' }).status === 0) break;
  }
  if (!(await waitPort('127.0.0.1', port, 60000))) throw new Error(`${name} did not come up on port ${port}`);
}

try {
  installNpmPackages();
  installSystemPackages();
  // Only the local default servers are started here; a configured remote server is left alone.
  // npm start reads .env under the environment, so its servers are decided the same way; the
  // tests read the environment alone.
  const settings = forTests ? process.env : startSettings();
  const isLocal = (url) => !url || /localhost|127\.0\.0\.1/.test(url);
  if (isLocal(settings.DATABASE_URL)) {
    await ensureService('PostgreSQL', 5432, [
      'pg_ctlcluster --skip-systemctl-redirect $(ls /etc/postgresql | head -1) main start',
      'service postgresql start',
    ]);
  }
  if (isLocal(settings.AMQP_URL)) {
    await ensureService('RabbitMQ', 5672, ['rabbitmq-server -detached', 'service rabbitmq-server start']);
  }
} catch (error) {
  console.error(`[setup] ${error.message}`);
  process.exit(1);
}
