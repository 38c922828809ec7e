import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { MediaAbortedError, MediaDecodeError, MediaProcessError, MediaTimeoutError } from './media.errors';
import { PROCESS_ADDRESS_SPACE_BYTES } from './media-limits';

/*
 * The one place that starts ffmpeg or ffprobe. Arguments go to spawn as an array, never through a
 * shell, so no file name can become a command. Every run has a wall-clock limit; when it runs out
 * (or the caller aborts) the process gets SIGTERM, then SIGKILL after a short grace, and the
 * promise rejects with an error that names what was running and the limit.
 */

export type MediaTool = 'ffmpeg' | 'ffprobe';

export interface RunOptions {
  /** Says what the run is for, used in every error: `normalising intro.mp4`. */
  what: string;
  timeoutMs: number;
  signal?: AbortSignal;
  /** Working directory: the task's private temp dir, so relative references resolve to nothing. */
  cwd: string;
  /** Address-space cap through prlimit; null for none. */
  memoryLimitBytes?: number | null;
  /** Largest stdout kept (ffprobe JSON); past it the process is killed as misbehaving. */
  maxStdoutBytes?: number;
}

export interface RunResult {
  exitCode: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  /** The last few KB of stderr: enough for the error lines at -loglevel error. */
  stderr: string;
}

const KILL_GRACE_MS = 2_000;
const STDERR_KEEP_BYTES = 16 * 1024;
const DEFAULT_MAX_STDOUT = 4 * 1024 * 1024;
const PRLIMIT = '/usr/bin/prlimit';
const SETPRIV = '/usr/bin/setpriv';

/** Where the binaries are; FFMPEG_PATH / FFPROBE_PATH override for a build outside PATH. */
export function toolPath(tool: MediaTool): string {
  const override = tool === 'ffmpeg' ? process.env['FFMPEG_PATH'] : process.env['FFPROBE_PATH'];
  return override && override.length > 0 ? override : tool;
}

let prlimitAvailable: boolean | undefined;
let setprivAvailable: boolean | undefined;

/**
 * The program and arguments actually spawned; each util-linux wrapper sets something on its own
 * process and then execs the next, so the pid we kill is ffmpeg's own.
 * - setpriv --pdeathsig KILL: the kernel kills the tool the moment the process that started it
 *   dies, however it dies. A worker killed with SIGKILL runs no handler, and its ffmpeg would
 *   otherwise render on, unseen, for up to the task's time limit.
 * - prlimit --as: an address-space limit; a decoder that tries to allocate past it fails cleanly.
 * Without util-linux (not Linux) the tool runs bare.
 */
export function commandLine(tool: MediaTool, args: readonly string[], memoryLimitBytes: number | null): [string, string[]] {
  prlimitAvailable ??= existsSync(PRLIMIT);
  setprivAvailable ??= existsSync(SETPRIV);
  let argv = [toolPath(tool), ...args];
  if (memoryLimitBytes !== null && prlimitAvailable) argv = [PRLIMIT, `--as=${memoryLimitBytes}`, '--', ...argv];
  if (setprivAvailable) argv = [SETPRIV, '--pdeathsig', 'KILL', '--', ...argv];
  return [argv[0], argv.slice(1)];
}

export function runMediaTool(tool: MediaTool, args: readonly string[], options: RunOptions): Promise<RunResult> {
  const { what, timeoutMs, signal, cwd } = options;
  const maxStdout = options.maxStdoutBytes ?? DEFAULT_MAX_STDOUT;
  if (signal?.aborted) return Promise.reject(new MediaAbortedError(what));
  const [program, argv] = commandLine(tool, args, options.memoryLimitBytes === undefined ? PROCESS_ADDRESS_SPACE_BYTES : options.memoryLimitBytes);

  return new Promise<RunResult>((resolvePromise, reject) => {
    const child = spawn(program, argv, { cwd, stdio: ['ignore', 'pipe', 'pipe'], windowsHide: true });
    const stdout: Buffer[] = [];
    let stdoutBytes = 0;
    let stderr = '';
    let failure: Error | null = null;
    let killTimer: NodeJS.Timeout | undefined;

    const stop = (error: Error) => {
      if (failure) return;
      failure = error;
      child.kill('SIGTERM');
      // ffmpeg normally exits on SIGTERM within milliseconds; a process stuck in a blocking open
      // (a FIFO, a hung mount) may not, so SIGKILL follows.
      killTimer = setTimeout(() => child.kill('SIGKILL'), KILL_GRACE_MS);
      killTimer.unref();
    };

    const timer = setTimeout(() => stop(new MediaTimeoutError(what, timeoutMs)), timeoutMs);
    const onAbort = () => stop(new MediaAbortedError(what));
    signal?.addEventListener('abort', onAbort, { once: true });

    child.stdout.on('data', (chunk: Buffer) => {
      stdoutBytes += chunk.length;
      if (stdoutBytes > maxStdout) stop(new MediaProcessError(`${what} wrote more than ${maxStdout} bytes of output`));
      else stdout.push(chunk);
    });
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (chunk: string) => {
      stderr = (stderr + chunk).slice(-STDERR_KEEP_BYTES);
    });

    child.on('error', (error: NodeJS.ErrnoException) => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
      const message = error.code === 'ENOENT' ? `${tool} is not installed (needed for ${what})` : `${what} could not start ${tool}: ${error.message}`;
      reject(new MediaProcessError(message, { cause: error }));
    });

    child.on('close', (exitCode, exitSignal) => {
      clearTimeout(timer);
      if (killTimer) clearTimeout(killTimer);
      signal?.removeEventListener('abort', onAbort);
      if (failure) reject(failure);
      else resolvePromise({ exitCode, signal: exitSignal, stdout: Buffer.concat(stdout).toString('utf8'), stderr });
    });
  });
}

/** Runs and requires exit code 0 (and, when `cleanStderr`, an empty stderr). */
export async function runMediaToolOrThrow(
  tool: MediaTool,
  args: readonly string[],
  options: RunOptions & { cleanStderr?: boolean },
): Promise<RunResult> {
  const result = await runMediaTool(tool, args, options);
  const stderrText = result.stderr.trim();
  if (result.exitCode !== 0 || (options.cleanStderr && stderrText.length > 0)) {
    // Killed by a signal nobody here sent (the kernel's OOM killer, an operator): not the input's fault.
    if (result.signal) throw new MediaProcessError(`${options.what} failed: ${describeFailure(result)}`);
    throw new MediaDecodeError(options.what, describeFailure(result));
  }
  return result;
}

/** A one-line account of a failed run: the first error lines, or how it ended. */
export function describeFailure(result: RunResult): string {
  const lines = result.stderr
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.length > 0);
  const how = result.signal ? `killed by ${result.signal}` : `exit code ${result.exitCode}`;
  if (lines.length === 0) return how;
  return `${lines.slice(0, 3).join(' | ').slice(0, 500)} (${how})`;
}
