import { spawn } from 'node:child_process';
import { ffmpegGlobalArgs, fileUrl, uploadInputArgs } from '@reelmix/media';

/*
 * Picture quality against the naive path: the SSIM (all planes, every frame) of one of our
 * outputs against the naive output of the same combination. Both are encoded with the same x264
 * settings from the same frames, so what differs is where the pipeline's path could lose detail
 * (framing, the frame-rate grid, a second scaling); it only makes sense at equal framing (bars).
 */

/** SSIM of `ours` against `reference`, 0..1. */
export function ssimOf(ours: string, reference: string): Promise<number> {
  const args = [
    ...ffmpegGlobalArgs().map((arg) => (arg === 'error' ? 'info' : arg)), // the filter prints its summary at info level
    ...uploadInputArgs('isobmff'), '-i', fileUrl(ours),
    ...uploadInputArgs('isobmff'), '-i', fileUrl(reference),
    '-lavfi', '[0:v][1:v]ssim',
    '-f', 'null', '-',
  ];
  return new Promise((resolvePromise, reject) => {
    const child = spawn('ffmpeg', args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => {
      const all = / All:([0-9.]+)/.exec(stderr);
      if (code === 0 && all) resolvePromise(Number(all[1]));
      else reject(new Error(`ssim of ${ours} failed (${code}): ${stderr.slice(-500)}`));
    });
  });
}
