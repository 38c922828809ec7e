import { resolveFraming, type FramingMode } from './framing';
import { buildNormaliseArgs, planSegment, videoEncoderArgs } from './normalise-args';
import { type Placement } from './placements';
import { buildProbeResult } from './probe-result.builder';
import { type ProbeResult } from './probe-result';

const clip = buildProbeResult;

function argsFor(mode: FramingMode, probe: ProbeResult = clip(), placement: Placement = '9:16', focus = { x: 0.5, y: 0.5 }) {
  const framing = resolveFraming(mode, probe, placement, { focus, barColour: '#1A2B3C' });
  return buildNormaliseArgs({ input: '/in.mp4', output: '/out.mov', placement, probe, gainDb: 0, threads: 1, framing });
}
const graphOf = (args: string[]) => args[args.indexOf('-filter_complex') + 1]!;
/** The video chain of the graph: every filter, in order, labels removed. */
const videoFilters = (args: string[]) =>
  graphOf(args)
    .split(';')
    .filter((chain) => !chain.includes('[a]'))
    .flatMap((chain) => chain.replace(/\[[^\]]+\]/g, '').split(','));

describe('planSegment', () => {
  it('rounds the duration to whole frames at 30 fps and gives 1600 samples per frame', () => {
    expect(planSegment(clip({ durationSec: 3.02 }))).toEqual({ frames: 91, audioSamples: 145_600 });
    expect(planSegment(clip({ durationSec: 0.01 }))).toEqual({ frames: 1, audioSamples: 1600 });
  });
});

describe('buildNormaliseArgs framing', () => {
  it('fit: scales to fit and pads with the bar colour', () => {
    const filters = videoFilters(argsFor('fit'));
    expect(filters).toContain('scale=1080:608:flags=bicubic:out_range=tv:out_color_matrix=bt709');
    expect(filters).toContain('pad=1080:1920:0:656:color=0x1a2b3c');
  });

  it('fill: scales to cover and crops the window at the focus point', () => {
    expect(videoFilters(argsFor('fill'))).toEqual(expect.arrayContaining(['scale=3414:1920:flags=bicubic:out_range=tv:out_color_matrix=bt709', 'crop=1080:1920:1166:0']));
    expect(videoFilters(argsFor('fill', clip(), '9:16', { x: 0, y: 0.5 }))).toContain('crop=1080:1920:0:0');
    expect(videoFilters(argsFor('fill', clip(), '9:16', { x: 1, y: 0.5 }))).toContain('crop=1080:1920:2334:0');
  });

  it('blur: a quarter-size blurred, darkened cover behind the fitted clip, centred', () => {
    const graph = graphOf(argsFor('blur'));
    expect(graph).toContain('split=2');
    // 1920x1080 covering 270x480: 853.3 -> 854 wide, the centre 270 kept.
    expect(graph).toMatch(/scale=854:480:flags=fast_bilinear:out_range=tv:out_color_matrix=bt709,format=yuv420p,crop=270:480:292:0,boxblur=[^,]+,lutyuv=y=16\+\(val-16\)\*0\.65,scale=1080:1920:/);
    expect(graph).toContain('scale=1080:608:flags=bicubic:out_range=tv:out_color_matrix=bt709');
    expect(graph).toContain('overlay=0:656');
  });

  it.each(['fit', 'fill', 'blur'] as const)('%s: frame-rate grid first, then square pixels, yuv420p and the exact frame count', (mode) => {
    const filters = videoFilters(argsFor(mode, clip({ durationSec: 3.02 })));
    expect(filters[0]).toBe('fps=30:start_time=0');
    expect(filters.slice(-4)).toEqual(['setsar=1', 'format=yuv420p', 'tpad=stop_mode=clone:stop=91', 'trim=end_frame=91']);
  });

  it.each(['fit', 'fill', 'blur'] as const)('%s: every scale of the picture keeps its display aspect', (mode) => {
    // DV widescreen (32:27 pixels) into 9:16: 853x480 displayed, so any scale to 1080 wide is 607.5 high.
    const probe = clip({ width: 720, height: 480, sampleAspectRatio: 32 / 27 });
    const scales = videoFilters(argsFor(mode, probe))
      .map((filter) => /^scale=(\d+):(\d+):flags=(bicubic|fast_bilinear):out_range/.exec(filter))
      .filter((match) => match !== null);
    expect(scales.length).toBeGreaterThan(0);
    for (const [, width, height] of scales) expect(Math.abs(Number(width) / Number(height) / ((720 * 32) / 27 / 480) - 1)).toBeLessThan(0.004);
  });

  it('keeps the pinned encoder arguments in every mode', () => {
    const encoder = videoEncoderArgs(1);
    for (const mode of ['fit', 'fill', 'blur'] as const) {
      const args = argsFor(mode);
      const at = args.indexOf('-c:v');
      expect(args.slice(at, at + encoder.length)).toEqual(encoder);
    }
  });
});
