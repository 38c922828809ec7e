import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { runMediaToolOrThrow } from './ffmpeg-process';
import { ffmpegGlobalArgs, fileUrl, segmentInputArgs } from './hardening-args';
import { posterTimeSec } from './poster';
import { withTempDir } from './temp-dir';

/*
 * A video's thumbnail: a frame of its first part, the hook, a second in (ad platforms ask for one
 * image per video creative). Taken from the hook's normalised segment, so every output that opens
 * with the same hook in the same placement shares it and it is made once per worker.
 */

const THUMBNAIL_QUALITY = '3';
const THUMBNAIL_TIMEOUT_MS = 20_000;

export function buildThumbnailArgs(segment: string, durationSec: number, output: string): string[] {
  return [
    ...ffmpegGlobalArgs(),
    '-ss', posterTimeSec(durationSec).toFixed(3),
    ...segmentInputArgs(),
    '-i', fileUrl(segment),
    '-map', '0:v:0',
    '-frames:v', '1',
    // Limited-range BT.709 video to a full-range JPEG, said outright (see preview.ts).
    '-vf', 'scale=in_color_matrix=bt709:in_range=tv:out_color_matrix=bt601:out_range=pc,format=yuvj420p',
    '-q:v', THUMBNAIL_QUALITY,
    '-f', 'image2',
    '-update', '1',
    fileUrl(output),
  ];
}

/** The thumbnail of a normalised hook segment as JPEG bytes, at the segment's own size. */
export async function segmentThumbnail(segment: string, durationSec: number, options: { signal?: AbortSignal } = {}): Promise<Buffer> {
  return withTempDir('verify', async (dir) => {
    const output = join(dir, 'thumbnail.jpg');
    await runMediaToolOrThrow('ffmpeg', buildThumbnailArgs(segment, durationSec, output), { what: 'taking a thumbnail', timeoutMs: THUMBNAIL_TIMEOUT_MS, signal: options.signal, cwd: dir });
    return readFile(output);
  });
}
