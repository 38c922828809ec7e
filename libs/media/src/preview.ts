import { PLACEMENTS, type PlacementName } from '@reelmix/contracts/browser';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { runMediaToolOrThrow } from './ffmpeg-process';
import { type Framing } from './framing';
import { framingGraph } from './framing-filters';
import { fileUrl, ffmpegGlobalArgs, hardenedInputArgs } from './hardening-args';
import { type Poster } from './poster';
import { withTempDir } from './temp-dir';
import { textOverlayFilters, type TextOverlay } from './text-filters';

/*
 * What a clip will look like in a placement, before anything is rendered: its poster frame through
 * `framingGraph`, the very filters the normalising encode runs, then scaled down for the screen.
 */

const PREVIEW_QUALITY = '4';
/**
 * The framing leaves limited-range BT.709, as the segments are; a JPEG is full-range BT.601. Said
 * outright, or the conversion guesses the matrix and reds come out 10 levels darker than the video's.
 */
const TO_JPEG_COLOURS = 'in_color_matrix=bt709:in_range=tv:out_color_matrix=bt601:out_range=pc';
const PREVIEW_TIMEOUT_MS = 10_000;

/** Our own poster: one JPEG, read by the single-picture demuxer (no file-name patterns). */
function posterInputArgs(): string[] {
  return hardenedInputArgs({ formats: ['jpeg_pipe'], decoders: ['mjpeg'], forceFormat: 'jpeg_pipe' });
}

export interface PreviewRequest {
  poster: Poster & { path: string };
  placement: PlacementName;
  framing: Framing;
  /** The preview's width in pixels (at most the placement's own); its height follows the placement. */
  width: number;
  /** A text variant drawn as the render draws it, at the frame's full size before the scale-down. */
  text?: TextOverlay;
}

/** The preview's size: `width` wide (never wider than the frame), the placement's shape, even. */
export function previewSize(placement: PlacementName, width: number): { width: number; height: number } {
  const box = PLACEMENTS[placement];
  const shown = Math.min(Math.max(2, Math.round(width / 2) * 2), box.width);
  return { width: shown, height: Math.round((box.height * shown) / box.width / 2) * 2 };
}

export function buildPreviewArgs(request: PreviewRequest, output: string): string[] {
  const { poster, placement, framing } = request;
  const shape = { width: poster.width, height: poster.height, rotation: 0, sampleAspectRatio: 1 };
  const size = previewSize(placement, request.width);
  const drawn = request.text ? `${textOverlayFilters(request.text, placement)},` : '';
  const graph = [framingGraph(framing, shape, placement, '[0:v]', '[framed]'), `[framed]${drawn}scale=${size.width}:${size.height}:flags=bicubic:${TO_JPEG_COLOURS},format=yuvj420p,setsar=1[v]`].join(';');
  return [
    ...ffmpegGlobalArgs(),
    ...posterInputArgs(),
    '-i', fileUrl(poster.path),
    '-filter_complex', graph,
    '-map', '[v]',
    '-frames:v', '1',
    '-q:v', PREVIEW_QUALITY,
    '-f', 'image2',
    '-update', '1',
    fileUrl(output),
  ];
}

/** The preview as JPEG bytes. */
export async function renderPreview(request: PreviewRequest, options: { signal?: AbortSignal } = {}): Promise<Buffer> {
  return withTempDir('probe', async (dir) => {
    const output = join(dir, 'preview.jpg');
    await runMediaToolOrThrow('ffmpeg', buildPreviewArgs(request, output), {
      what: `previewing a clip in ${request.placement}`,
      timeoutMs: PREVIEW_TIMEOUT_MS,
      signal: options.signal,
      cwd: dir,
    });
    return readFile(output);
  });
}
