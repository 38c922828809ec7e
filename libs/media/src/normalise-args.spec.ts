import { DEFAULT_TEXT_STYLE, type FramingMode, MAX_SEGMENTS_PER_RUN, type PlacementName } from '@reelmix/contracts/browser';
import { resolveFraming } from './framing';
import { uploadInputArgs } from './hardening-args';
import { TextRejectedError } from './media.errors';
import { buildNormaliseArgs, planSegment, videoEncoderArgs } from './normalise-args';
import { buildProbeResult } from './probe-result.builder';
import { type ProbeResult } from './probe-result';
import { textOverlayFilters, type TextOverlay } from './text-filters';

const clip = buildProbeResult;

function argsFor(mode: FramingMode, probe: ProbeResult = clip(), placement: PlacementName = '9:16', focus = { x: 0.5, y: 0.5 }) {
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

  it('fill: crops the window at the focus point from the decoded picture, then scales only it to the frame', () => {
    const filters = videoFilters(argsFor('fill'));
    expect(filters.indexOf('crop=608:1080:656:0')).toBe(filters.indexOf('scale=1080:1920:flags=bicubic:out_range=tv:out_color_matrix=bt709') - 1);
    expect(videoFilters(argsFor('fill', clip(), '9:16', { x: 0, y: 0.5 }))).toContain('crop=608:1080:0:0');
    expect(videoFilters(argsFor('fill', clip(), '9:16', { x: 1, y: 0.5 }))).toContain('crop=608:1080:1312:0');
  });

  it('blur: a quarter-size blurred, darkened cover behind the fitted clip, centred', () => {
    const graph = graphOf(argsFor('blur'));
    expect(graph).toContain('split=2');
    // 1920x1080 covering 270x480: 853.3 -> 854 wide, the centre 270 kept.
    expect(graph).toMatch(/scale=854:480:flags=fast_bilinear:out_range=tv:out_color_matrix=bt709,format=yuv420p,crop=270:480:292:0,boxblur=[^,]+,lutyuv=y=16\+\(val-16\)\*0\.65,scale=1080:1920:flags=fast_bilinear\[/);
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
    const displayed = (720 * 32) / 27 / 480;
    if (mode === 'fill') {
      // The window cut from the stored pixels, shown with their aspect, has the frame's shape, as does the scale.
      const [, width, height] = /^crop=(\d+):(\d+):/.exec(videoFilters(argsFor(mode, probe)).find((filter) => filter.startsWith('crop='))!)!;
      expect(Math.abs(((Number(width) * 32) / 27 / Number(height)) / (1080 / 1920) - 1)).toBeLessThan(0.004);
      return;
    }
    for (const [, width, height] of scales) expect(Math.abs(Number(width) / Number(height) / displayed - 1)).toBeLessThan(0.004);
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

describe('buildNormaliseArgs sound', () => {
  const audioChain = (args: string[]) =>
    graphOf(args)
      .split(';')
      .find((chain) => chain.endsWith('[a]'))!
      .replace(/\[[^\]]+\]/g, '')
      .split(',');

  it('fades each segment in over its first 240 samples and out over its last 240, after the exact length is set', () => {
    const filters = audioChain(argsFor('fit', clip({ durationSec: 3.02 })));
    expect(filters.slice(-4)).toEqual(['apad=whole_len=145600', 'atrim=end_sample=145600', 'afade=t=in:ss=0:ns=240', 'afade=t=out:ss=145360:ns=240']);
    expect(audioChain(argsFor('fit', clip({ audioStreamIndex: null })))[0]).toBe('anullsrc=r=48000:cl=stereo');
  });

  it('leaves the timestamps of a clip whose first frame is at 0 alone', () => {
    const args = argsFor('fit');
    expect(videoFilters(args)[0]).toBe('fps=30:start_time=0');
    expect(audioChain(args)[0]).toBe('aresample=48000:async=1:first_pts=0');
  });

  it('moves the picture and the sound of a clip whose first frame is a few ms in by the same amount', () => {
    const args = argsFor('fit', clip({ videoStartSec: 0.007 }));
    expect(videoFilters(args).slice(0, 2)).toEqual(['setpts=PTS-0.007000/TB', 'fps=30:start_time=0']);
    expect(audioChain(args)[0]).toBe('asetpts=PTS-0.007000/TB');
  });

  it('moves the picture of a webm the old muxer wrote late back to its sound', () => {
    const args = argsFor('fit', clip({ videoStartSec: 0.014, videoLateSec: 0.007 }));
    expect(videoFilters(args)[0]).toBe('setpts=PTS-0.014000/TB');
    expect(audioChain(args)[0]).toBe('asetpts=PTS-0.007000/TB');
  });
});

describe('buildNormaliseArgs text', () => {
  const probe = clip({ durationSec: 3.02 });
  const framing = resolveFraming('fit', probe, '9:16', { focus: { x: 0.5, y: 0.5 }, barColour: '#1A2B3C' });
  const request = { input: '/in.mp4', output: '/out.mov', placement: '9:16' as const, probe, gainDb: 0, threads: 1, framing };
  const overlay: TextOverlay = { text: "Stop scrolling if you have dry skin: it's 50% off, [today]", style: { ...DEFAULT_TEXT_STYLE, durationSec: 2 } };

  it('without a text the graph is exactly what it was before texts existed', () => {
    expect(graphOf(buildNormaliseArgs(request))).toBe(
      '[0:0]fps=30:start_time=0[grid];' +
        '[grid]scale=1080:608:flags=bicubic:out_range=tv:out_color_matrix=bt709,pad=1080:1920:0:656:color=0x1a2b3c[framed];' +
        '[framed]setsar=1,format=yuv420p,tpad=stop_mode=clone:stop=91,trim=end_frame=91[v];' +
        '[0:1]aresample=48000:async=1:first_pts=0,volume=0.00dB:precision=float,aformat=sample_fmts=s16:sample_rates=48000:channel_layouts=stereo,' +
        'apad=whole_len=145600,atrim=end_sample=145600,afade=t=in:ss=0:ns=240,afade=t=out:ss=145360:ns=240[a]',
    );
    expect(buildNormaliseArgs({ ...request, text: undefined })).toEqual(buildNormaliseArgs(request));
  });

  it('draws the text on the full frame after framing, before the pixel format and the exact length', () => {
    const graph = graphOf(buildNormaliseArgs({ ...request, text: overlay }));
    expect(graph).toContain(`[framed]${textOverlayFilters(overlay, '9:16')},setsar=1,format=yuv420p,tpad=`);
  });

  it('changes nothing else: the same hardened single input, encoder and output flags', () => {
    const plain = buildNormaliseArgs(request);
    const drawn = buildNormaliseArgs({ ...request, text: overlay });
    const withoutGraph = (args: string[]) => args.filter((_, i) => args[i - 1] !== '-filter_complex');
    expect(withoutGraph(drawn)).toEqual(withoutGraph(plain));
    // The font is read by drawtext itself, not as an input: no second -i, no wider protocol list.
    expect(drawn.filter((arg) => arg === '-i')).toHaveLength(1);
    expect(drawn.join(' ')).toContain(uploadInputArgs('isobmff').join(' '));
  });

  it('refuses a text the font cannot draw, before anything runs', () => {
    const cjk: TextOverlay = { text: '乾燥肌', style: { ...DEFAULT_TEXT_STYLE, font: 'anton', weight: 'regular' } };
    expect(() => buildNormaliseArgs({ ...request, text: cjk })).toThrow(TextRejectedError);
  });
});

describe('buildNormaliseArgs several texts in one run', () => {
  const probe = clip({ durationSec: 3.02 });
  const framing = resolveFraming('blur', probe, '9:16', {});
  const source = { input: '/in.mp4', placement: '9:16' as const, probe, gainDb: 0, threads: 1, framing };
  const texts: TextOverlay[] = ['Stop scrolling', 'Dermatologists hate this', 'It works'].map((text) => ({ text, style: DEFAULT_TEXT_STYLE }));
  const outputs = texts.map((text, i) => ({ output: `/out-${i + 1}.mov`, text }));
  const chainsOf = (args: string[]) => graphOf(args).split(';');

  it('one output in the list is exactly the single segment, with or without a text', () => {
    for (const text of [undefined, texts[0]]) {
      expect(buildNormaliseArgs({ ...source, outputs: [{ output: '/out.mov', text }] })).toEqual(buildNormaliseArgs({ ...source, output: '/out.mov', text }));
    }
  });

  it('decodes, grids and frames once, then splits the framed picture into one branch per text, each its text then the tail', () => {
    const args = buildNormaliseArgs({ ...source, outputs });
    expect(args.filter((arg) => arg === '-i')).toHaveLength(1);
    const single = chainsOf(buildNormaliseArgs({ ...source, output: '/out.mov' }));
    const chains = chainsOf(args);
    // The grid and the framing graph (the blur's several chains) appear once, unchanged.
    const framingChains = single.filter((chain) => !chain.startsWith('[framed]') && !chain.endsWith('[a]'));
    for (const chain of framingChains) expect(chains.filter((c) => c === chain)).toHaveLength(1);
    expect(chains).toContain('[framed]split=3[framed1][framed2][framed3]');
    const tail = 'setsar=1,format=yuv420p,tpad=stop_mode=clone:stop=91,trim=end_frame=91';
    texts.forEach((text, i) => expect(chains).toContain(`[framed${i + 1}]${textOverlayFilters(text, '9:16')},${tail}[v${i + 1}]`));
  });

  it('runs the sound chain once and splits it into one copy per output', () => {
    const chains = chainsOf(buildNormaliseArgs({ ...source, outputs }));
    const singleAudio = chainsOf(buildNormaliseArgs({ ...source, output: '/out.mov' })).find((chain) => chain.endsWith('[a]'))!;
    expect(chains.filter((chain) => chain === singleAudio)).toHaveLength(1);
    expect(chains).toContain('[a]asplit=3[a1][a2][a3]');
    // A clip without sound: one silent track, split the same way.
    const silent = chainsOf(buildNormaliseArgs({ ...source, probe: clip({ durationSec: 3.02, audioStreamIndex: null }), outputs }));
    expect(silent.filter((chain) => chain.startsWith('anullsrc='))).toHaveLength(1);
    expect(silent).toContain('[a]asplit=3[a1][a2][a3]');
  });

  it('gives every output its own maps and file after the very same encoder and muxer arguments', () => {
    const args = buildNormaliseArgs({ ...source, outputs });
    const single = buildNormaliseArgs({ ...source, output: '/out.mov' });
    // The single run's output part: everything after its graph.
    const singleOutput = single.slice(single.indexOf('-filter_complex') + 2);
    const outputPart = args.slice(args.indexOf('-filter_complex') + 2);
    expect(outputPart).toHaveLength(singleOutput.length * 3);
    outputs.forEach(({ output }, i) => {
      const part = outputPart.slice(i * singleOutput.length, (i + 1) * singleOutput.length);
      const labelled = singleOutput.map((arg) => ({ '[v]': `[v${i + 1}]`, '[a]': `[a${i + 1}]`, 'file:/out.mov': `file:${output}` })[arg] ?? arg);
      expect(part).toEqual(labelled);
    });
    // Input options stay once, before the one input.
    expect(args.slice(0, args.indexOf('-filter_complex'))).toEqual(single.slice(0, single.indexOf('-filter_complex')));
  });

  it(`refuses no output or more than ${MAX_SEGMENTS_PER_RUN} in one run`, () => {
    expect(() => buildNormaliseArgs({ ...source, outputs: [] })).toThrow(RangeError);
    const many = Array.from({ length: MAX_SEGMENTS_PER_RUN + 1 }, (_, i) => ({ output: `/o${i}.mov` }));
    expect(() => buildNormaliseArgs({ ...source, outputs: many })).toThrow(RangeError);
  });
});
