import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { join } from 'node:path';

const ROOT = join(__dirname, '..');

/** A RabbitMQ virtual host of its own, so the stack under test shares no queue with another. */
export function createVhost(name: string): string {
  execFileSync('rabbitmqctl', ['-q', 'add_vhost', name]);
  execFileSync('rabbitmqctl', ['-q', 'set_permissions', '-p', name, 'guest', '.*', '.*', '.*']);
  return `amqp://guest:guest@localhost:5672/${name}`;
}

export function deleteVhost(name: string): void {
  execFileSync('rabbitmqctl', ['-q', 'delete_vhost', name]);
}

export interface StackRun {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

/** Runs `node tools/start.mjs` exactly as `npm start` does after its setup step. */
export function startStack(env: Record<string, string>): StackRun {
  let output = '';
  const child = spawn(process.execPath, ['tools/start.mjs'], {
    cwd: ROOT,
    env: { ...process.env, LOG_FORMAT: 'json', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}
