import { basename } from 'node:path';
import { checkContainer } from './container-check';
import { ffprobeGlobalArgs, fileUrl, uploadInputArgs } from './hardening-args';
import { runMediaTool } from './ffmpeg-process';
import { MediaRejectedError } from './media.errors';
import { MEDIA_LIMITS } from './media-limits';
import { judgeProbe, reasonForProbeFailure, type FfprobeJson, type ProbeResult } from './probe-result';
import { type ContainerKind } from './sniff-container';
import { withTempDir } from './temp-dir';

/*
 * The hardened probe every upload goes through before anything else touches it: magic bytes and
 * container bookkeeping in-process, then ffprobe with the whitelists, then the limits. Any
 * unacceptable file rejects with a MediaRejectedError; a timeout rejects with MediaTimeoutError.
 */

export interface ProbeOptions {
  timeoutMs?: number;
  signal?: AbortSignal;
}

/** Only the fields the product uses: less JSON to parse, less for a hostile file to inflate. */
const SHOW_ENTRIES = [
  'format=format_name,duration,nb_streams,start_time',
  'format_tags=encoder', // names the muxer, for the one whose files need a timing fix (av-alignment.ts)
  'stream=index,codec_type,codec_name,width,height,sample_aspect_ratio,avg_frame_rate,r_frame_rate,duration,start_time',
  'stream_disposition=attached_pic',
  'stream_side_data=rotation',
  'stream_tags=rotate',
].join(':');

export function buildProbeArgs(path: string, kind: ContainerKind): string[] {
  return [...ffprobeGlobalArgs(), ...uploadInputArgs(kind), '-show_entries', SHOW_ENTRIES, '-of', 'json', fileUrl(path)];
}

/*
 * For files whose header has no duration (a browser's MediaRecorder webm, for one): read the video
 * packets' timestamps, without decoding, up to just past the limit.
 */
export function buildDurationScanArgs(path: string, kind: ContainerKind, maxDurationSec: number): string[] {
  return [
    ...ffprobeGlobalArgs(),
    ...uploadInputArgs(kind),
    '-select_streams', 'v:0',
    '-read_intervals', `%+${maxDurationSec + 1}`, // stop reading just past the limit
    '-show_entries', 'packet=pts_time,duration_time',
    '-of', 'csv=p=0',
    fileUrl(path),
  ];
}

export async function probeMedia(path: string, options: ProbeOptions = {}): Promise<ProbeResult> {
  const kind = await checkContainer(path);
  const timeoutMs = options.timeoutMs ?? MEDIA_LIMITS.probeTimeoutMs;
  const what = `probing ${basename(path)}`;
  return withTempDir('probe', async (cwd) => {
    const result = await runMediaTool('ffprobe', buildProbeArgs(path, kind), { what, timeoutMs, signal: options.signal, cwd });
    if (result.exitCode !== 0) throw new MediaRejectedError(reasonForProbeFailure(result.stderr));
    let json: FfprobeJson;
    try {
      json = JSON.parse(result.stdout) as FfprobeJson;
    } catch {
      throw new MediaRejectedError('could not be read as a video');
    }
    const headerDuration = Number(json.format?.duration);
    let scanned: number | null = null;
    if (!(headerDuration > 0)) {
      const scan = await runMediaTool('ffprobe', buildDurationScanArgs(path, kind, MEDIA_LIMITS.maxDurationSec), {
        what: `measuring the duration of ${basename(path)}`,
        timeoutMs,
        signal: options.signal,
        cwd,
        maxStdoutBytes: 16 * 1024 * 1024,
      });
      if (scan.exitCode === 0) scanned = lastPacketEnd(scan.stdout);
    }
    return judgeProbe(json, scanned);
  });
}

/** The end of the last packet in `pts_time,duration_time` CSV lines. */
export function lastPacketEnd(csv: string): number | null {
  let end: number | null = null;
  for (const line of csv.split('\n')) {
    const [pts, duration] = line.split(',').map(Number);
    if (pts === undefined || !Number.isFinite(pts)) continue;
    const candidate = pts + (duration !== undefined && Number.isFinite(duration) ? duration : 0);
    end = end === null ? candidate : Math.max(end, candidate);
  }
  return end;
}
