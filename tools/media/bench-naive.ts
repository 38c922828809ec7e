import { ffmpegGlobalArgs, fileUrl, fitInto, uploadInputArgs, videoEncoderArgs, containerKindOf, PLACEMENTS, type Placement, type ProbeResult } from '@reelmix/media';

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

export function buildNaiveArgs(inputs: readonly NaiveInput[], placement: Placement, output: string): string[] {
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
