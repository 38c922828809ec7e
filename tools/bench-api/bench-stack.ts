import { type ChildProcess, spawn } from 'node:child_process';
import { withProductionPasswordHashing } from '@reelmix/testing';
import { isolatedStackEnvironment } from '../../e2e/fixtures/stack-env';
import { untilAllUp } from '../../e2e/fixtures/stack-process';
import { STACK_PORT_OFFSETS } from '../../e2e/fixtures/service-ports';

/** Not used by any other stack the tests start (they use 20000-22000). */
export const BENCH_PORT_OFFSET = STACK_PORT_OFFSETS.benchApi;
const KEPT_OUTPUT = 64 * 1024;

export interface BenchStack {
  gateway: string;
  databaseUrl: string;
  /** A service's own port in this stack (tools/lib/ports.mjs before the offset). */
  portOf(basePort: number): number;
  /** The last lines the services printed, for an error report. */
  output(): string;
  stop(): Promise<void>;
}

/**
 * `npm start` on its own database, vhost and S3 server, run from the current directory (the
 * benchmark's compiled copy). Logging stays at `npm start`'s level, info with a line per request,
 * because that work is part of what a request costs; only the format is JSON, as in production.
 * Passwords are hashed at the production cost too, for the same reason.
 */
export async function startBenchStack(
  { portOffset = BENCH_PORT_OFFSET, extraEnv = {} }: { portOffset?: number; extraEnv?: Record<string, string> } = {},
): Promise<BenchStack> {
  const isolated = await isolatedStackEnvironment(portOffset);
  const gateway = `http://127.0.0.1:${8080 + portOffset}`;
  let kept = '';
  const child: ChildProcess = spawn(process.execPath, ['tools/start.mjs'], {
    env: {
      ...process.env,
      ...withProductionPasswordHashing(isolated.env),
      SKIP_BUILD: '1',
      // The address the customer calls come from, so the cross-site check accepts them.
      PUBLIC_URL: gateway,
      LOG_FORMAT: 'json',
      LOG_LEVEL: 'info',
      STORAGE_DIR: '.data/storage',
      ADMIN_EMAIL: 'bench-admin@example.com',
      ADMIN_PASSWORD: 'bench admin password',
      ...extraEnv,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const keep = (chunk: Buffer) => (kept = (kept + chunk.toString()).slice(-KEPT_OUTPUT));
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGINT');
      await exited;
    }
    await isolated.dispose();
  };
  try {
    await Promise.race([
      untilAllUp(gateway, 'every service to report up'),
      exited.then(() => Promise.reject(new Error('the stack exited while starting'))),
    ]);
  } catch (error) {
    await stop();
    throw new Error(`${String(error)}\n${kept}`);
  }
  return { gateway, databaseUrl: isolated.env.DATABASE_URL, portOf: (basePort) => basePort + portOffset, output: () => kept, stop };
}
