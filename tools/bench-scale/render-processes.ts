import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';

/** The render service's port before the offset (tools/lib/ports.mjs). */
export const RENDER_PORT = 3005;

/**
 * The render service's environment exactly as `npm start` gave it: read from the running process
 * (Linux), since start.mjs adds to it what no caller sees (the stack's secrets, its internal token).
 */
export function environmentOf(pid: number): Record<string, string> {
  const env: Record<string, string> = {};
  for (const entry of readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0')) {
    const at = entry.indexOf('=');
    if (at > 0) env[entry.slice(0, at)] = entry.slice(at + 1);
  }
  return env;
}

export interface ExtraRender {
  port: number;
  stop(): Promise<void>;
}

/**
 * One more render process beside the stack's own, as the supervisor starts it (same entry, same
 * environment) on a port of its own, so it consumes the same `render.tasks` queue. Its output is
 * kept for an error report only.
 */
export async function startExtraRender(env: Record<string, string>, port: number, kept: (text: string) => void): Promise<ExtraRender> {
  const child: ChildProcess = spawn(process.execPath, ['dist/services/render/src/main.js'], {
    env: { ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => kept(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => kept(chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await exited;
    }
  };
  const deadline = Date.now() + 60_000;
  while (!(await answers(`http://127.0.0.1:${port}/health/live`))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`the extra render process on port ${port} did not come up`);
    }
    await pause(200);
  }
  return { port, stop };
}

const answers = (url: string) => fetch(url).then((r) => r.ok, () => false);
export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
