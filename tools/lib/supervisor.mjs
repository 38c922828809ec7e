import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

const COLORS = [36, 33, 35, 32, 34, 31, 96, 93, 95];

/**
 * Runs each service as its own process with prefixed output. A process that dies before it ever
 * became ready is a start-up failure and stops everything; one that dies later is restarted after
 * a pause, as Kubernetes would, so killing a service shows as "down" and then "up" again.
 */
export class Supervisor {
  constructor({ restartDelayMs, onFatal }) {
    this.children = new Map();
    this.restartDelayMs = restartDelayMs;
    this.onFatal = onFatal;
    this.stopping = false;
  }

  start(service, env) {
    const color = COLORS[this.children.size % COLORS.length];
    const entry = { service, env, color, child: undefined, ready: false, timer: undefined };
    this.children.set(service.name, entry);
    this.spawn(entry);
  }

  markReady(name) {
    const entry = this.children.get(name);
    if (entry) entry.ready = true;
  }

  spawn(entry) {
    const { service, env, color } = entry;
    const child = spawn(process.execPath, [`dist/services/${service.name}/src/main.js`], {
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    entry.child = child;
    const prefix = `\x1b[${color}m${service.name.padEnd(10)}\x1b[0m|`;
    for (const stream of [child.stdout, child.stderr]) {
      createInterface({ input: stream }).on('line', (line) => console.log(`${prefix} ${line}`));
    }
    child.on('exit', (code, signal) => {
      entry.child = undefined;
      if (this.stopping) return;
      const how = signal ?? `code ${code}`;
      if (!entry.ready) {
        this.onFatal(`${service.name} failed to start (${how})`);
        return;
      }
      console.log(`${prefix} exited (${how}); restarting in ${this.restartDelayMs / 1000} s`);
      entry.timer = setTimeout(() => this.spawn(entry), this.restartDelayMs);
    });
  }

  pids() {
    return Object.fromEntries([...this.children].map(([name, entry]) => [name, entry.child?.pid]));
  }

  async stopAll(graceMs = 15000) {
    this.stopping = true;
    const running = [...this.children.values()].filter((entry) => {
      clearTimeout(entry.timer);
      return entry.child;
    });
    await Promise.all(
      running.map(
        ({ child }) =>
          new Promise((resolve) => {
            const force = setTimeout(() => child.kill('SIGKILL'), graceMs);
            child.once('exit', () => (clearTimeout(force), resolve()));
            child.kill('SIGTERM');
          }),
      ),
    );
  }
}
