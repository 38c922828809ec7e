import { execFile, execFileSync, spawnSync } from 'node:child_process';
import { promisify } from 'node:util';
import { realpathSync } from 'node:fs';
import { dirname, join } from 'node:path';

const run = promisify(execFile);

/**
 * podman's settings on these machines (runc, the host's limits), written by `npm run images`
 * (tools/images/engine.mjs says why) under the repository's `.data/`. The repository is found
 * through `tools/`: the working directory is the repository's root for the tests, and the
 * compiled tree, whose `tools` links back to it, for the scripts.
 */
export const CONTAINERS_CONF = join(dirname(realpathSync('tools')), '.data', 'images', 'containers.conf');

function engineEnvironment(command: ContainerEngine['command']): NodeJS.ProcessEnv {
  return command === 'podman' ? { ...process.env, CONTAINERS_CONF: process.env.CONTAINERS_CONF ?? CONTAINERS_CONF } : { ...process.env };
}

/** A container CLI that answers here: podman (what these machines build and run with) or docker with a daemon. */
export interface ContainerEngine {
  command: 'podman' | 'docker';
  env: NodeJS.ProcessEnv;
}

/** The engine to use, or why there is none (printed by the tests that skip for want of one). */
export function findContainerEngine(): ContainerEngine | { missing: string } {
  for (const command of ['podman', 'docker'] as const) {
    const env = engineEnvironment(command);
    if (spawnSync(command, ['info'], { env, stdio: 'ignore', timeout: 30000 }).status === 0) return { command, env };
  }
  return { missing: 'no container engine answers here (neither `podman info` nor `docker info` succeeded)' };
}

export function hasImage(engine: ContainerEngine, image: string): boolean {
  return spawnSync(engine.command, ['image', 'inspect', image], { env: engine.env, stdio: 'ignore' }).status === 0;
}

/** Runs the engine and answers its standard output; a failure carries the engine's own words. */
export async function engine(engine: ContainerEngine, args: string[]): Promise<string> {
  try {
    const { stdout } = await run(engine.command, args, { env: engine.env, maxBuffer: 64 * 1024 * 1024 });
    return stdout.trim();
  } catch (error) {
    const failure = error as { stderr?: string; message: string };
    throw new Error(`${engine.command} ${args[0]} failed: ${(failure.stderr || failure.message).trim()}`);
  }
}

export function engineSync(engine: ContainerEngine, args: string[]): string {
  return execFileSync(engine.command, args, { env: engine.env, stdio: ['ignore', 'pipe', 'pipe'] }).toString().trim();
}
