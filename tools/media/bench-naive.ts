import { PLACEMENTS, type PlacementName, SECTIONS } from '@reelmix/contracts/browser';
import {
  containerKindOf,
  ffmpegGlobalArgs,
  fileUrl,
  fitInto,
  gainFor,
  measureLoudness,
  planOutputs,
  probeMedia,
  uploadInputArgs,
  videoEncoderArgs,
  type ManifestRow,
  type ProbeResult,
} from '@reelmix/media';
import { join } from 'node:path';
import { run, type ClipFiles } from './bench-clips';
import { sec } from './bench-report';

/*
 * The naive way the pipeline is measured against: one ffmpeg per combination that decodes the
 * three source clips, fits and pads each, applies the same loudness gains (measured once, free to
 * the baseline), joins them with the concat filter and encodes the whole result. Same output
 * settings as the pipeline (x264 veryfast, same profile, level, GOP, CRF and cap; AAC 128k), one
 * combination at a time with automatic threads, as such a renderer would run.
 */

export interface NaiveInput {
  path: string;
  probe: ProbeResult;
  gainDb: number;
}

export function buildNaiveArgs(inputs: readonly NaiveInput[], placement: PlacementName, output: string): string[] {
  const box = PLACEMENTS[placement];
  const args = [...ffmpegGlobalArgs()];
  for (const input of inputs) args.push(...uploadInputArgs(containerKindOf(input.probe.formatName)), '-i', fileUrl(input.path));
  const chains: string[] = [];
  const pads: string[] = [];
  inputs.forEach((input, i) => {
    const fit = fitInto(input.probe, placement);
    chains.push(
      `[${i}:${input.probe.videoStreamIndex}]fps=30,scale=${fit.width}:${fit.height}:out_range=tv:out_color_matrix=bt709,` +
        `pad=${box.width}:${box.height}:${fit.x}:${fit.y},setsar=1,format=yuv420p[v${i}]`,
    );
    chains.push(
      input.probe.audioStreamIndex === null
        ? `anullsrc=r=48000:cl=stereo,atrim=duration=${input.probe.durationSec}[a${i}]`
        : `[${i}:${input.probe.audioStreamIndex}]aresample=48000,volume=${input.gainDb.toFixed(2)}dB,aformat=sample_fmts=fltp:channel_layouts=stereo[a${i}]`,
    );
    pads.push(`[v${i}][a${i}]`);
  });
  chains.push(`${pads.join('')}concat=n=${inputs.length}:v=1:a=1[v][a]`);
  args.push('-filter_complex', chains.join(';'), '-map', '[v]', '-map', '[a]');
  args.push(...videoEncoderArgs(0));
  args.push('-c:a', 'aac', '-aac_coder', 'fast', '-b:a', '128k', '-movflags', '+faststart', '-f', 'mp4', fileUrl(output));
  return args;
}

export interface NaiveTiming {
  totalMs: number;
  /** Wall time per second of output encoded, over the combinations actually run. */
  perOutputSecMs: number;
  /** How the total was reached: every combination run, or a sample extrapolated. */
  note: string;
}

/**
 * The naive renderer's time for every combination of `clips`, one at a time: all of them run, or
 * `sample` of them spread over the plan and the rest extrapolated. `manifest` (the pipeline's
 * outputs of the same clips, in plan order) gives each combination's length.
 */
export async function timeNaive(
  clips: ClipFiles,
  placement: PlacementName,
  sample: number | 'all',
  manifest: readonly ManifestRow[],
  dir: string,
  /** Called untimed after each naive combination is made, with its index in the plan and its file. */
  onOutput?: (planIndex: number, path: string) => Promise<void>,
): Promise<NaiveTiming> {
  const inputs: Record<keyof ClipFiles, NaiveInput[]> = { intro: [], body: [], cta: [] };
  for (const section of SECTIONS) {
    for (const path of clips[section]) {
      const probe = await probeMedia(path);
      inputs[section].push({ path, probe, gainDb: gainFor(await measureLoudness(path, probe)) });
    }
  }
  const planned = planOutputs({ intro: clips.intro.length, body: clips.body.length, cta: clips.cta.length }, [placement]);
  const chosen = sample === 'all' ? planned.map((_, i) => i) : spread(planned.length, sample);
  let spentMs = 0;
  let spentOutputSec = 0;
  for (const i of chosen) {
    const plan = planned[i]!;
    const args = buildNaiveArgs([inputs.intro[plan.intro - 1]!, inputs.body[plan.body - 1]!, inputs.cta[plan.cta - 1]!], placement, join(dir, 'naive.mp4'));
    const started = performance.now();
    await run('ffmpeg', ['-y', ...args]);
    spentMs += performance.now() - started;
    spentOutputSec += manifest[i]!.durationSec;
    await onOutput?.(i, join(dir, 'naive.mp4'));
  }
  if (chosen.length === planned.length) {
    return { totalMs: spentMs, perOutputSecMs: spentMs / spentOutputSec, note: `(all ${planned.length} combinations run, ${sec(spentMs / planned.length)} each)` };
  }
  // Naive cost grows with the output's length, so the sample's cost per output second is scaled
  // to the total output seconds, rather than assuming every combination is average.
  const totalOutputSec = manifest.reduce((sum, row) => sum + row.durationSec, 0);
  const totalMs = (spentMs / spentOutputSec) * totalOutputSec;
  return {
    totalMs,
    perOutputSecMs: spentMs / spentOutputSec,
    note: `(extrapolated: ${chosen.length} of ${planned.length} combinations run in ${sec(spentMs)}, ${(spentMs / 1000 / spentOutputSec).toFixed(2)} s per output second, x ${totalOutputSec.toFixed(0)} output seconds)`,
  };
}

/** `count` indexes spread over `0..length-1` with a stride coprime to the section sizes. */
function spread(length: number, count: number): number[] {
  const picked = new Set<number>();
  for (let i = 0; picked.size < Math.min(count, length); i++) picked.add((i * 37 + 3) % length);
  return [...picked];
}
