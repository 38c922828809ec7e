import { buildCombineArgs } from './combine';
import { resolveFraming } from './framing';
import { buildLoudnessArgs } from './loudness';
import { buildNormaliseArgs } from './normalise-args';
import { buildDurationScanArgs, buildProbeArgs } from './probe';
import { buildProbeResult } from './probe-result.builder';
import { buildSpotDecodeArgs, buildVerifyDecodeArgs, buildVerifyProbeArgs } from './verify';
import { buildSegmentDecodeArgs, buildSegmentProbeArgs } from './verify-segment';

/*
 * Every command line that reads a file carries every hardening flag, before its input. A flag
 * placed after `-i` applies to the output (or nowhere), so position is asserted too.
 */

const probe = buildProbeResult({ durationSec: 3.02, fps: 29.97 });

const hostilePath = '/uploads/../x/-i http:evil.mp4';

const commands: Record<string, { tool: 'ffmpeg' | 'ffprobe'; args: string[]; formats: string[] }> = {
  probe: { tool: 'ffprobe', args: buildProbeArgs(hostilePath, 'isobmff'), formats: ['mov', 'matroska', 'webm', 'avi'] },
  'duration scan': { tool: 'ffprobe', args: buildDurationScanArgs(hostilePath, 'matroska', 600), formats: ['mov', 'matroska', 'webm', 'avi'] },
  loudness: { tool: 'ffmpeg', args: buildLoudnessArgs(hostilePath, 1, 'isobmff'), formats: ['mov', 'matroska', 'webm', 'avi'] },
  normalise: {
    tool: 'ffmpeg',
    args: buildNormaliseArgs({ input: hostilePath, output: '/tmp/seg.mov', placement: '9:16', probe, gainDb: 0, threads: 1, framing: resolveFraming('fit', probe, '9:16') }),
    formats: ['mov', 'matroska', 'webm', 'avi'],
  },
  combine: { tool: 'ffmpeg', args: buildCombineArgs([{ listFile: '/tmp/task/parts.ffconcat', output: '/tmp/task/out.mp4', durationSec: 15 }]), formats: ['concat', 'mov'] },
  'verify decode': { tool: 'ffmpeg', args: buildVerifyDecodeArgs('/out/h1-b1-c1_9x16.mp4'), formats: ['mov'] },
  'verify probe': { tool: 'ffprobe', args: buildVerifyProbeArgs('/out/h1-b1-c1_9x16.mp4'), formats: ['mov'] },
  'output check decode': { tool: 'ffmpeg', args: buildSpotDecodeArgs([{ path: '/out/h1-b1-c1_9x16.mp4', windows: [{ from: 60, to: 83 }], fps: 30 }]), formats: ['mov'] },
  'segment decode': { tool: 'ffmpeg', args: buildSegmentDecodeArgs('/work/intro-1_9x16.mov'), formats: ['mov'] },
  'segment probe': { tool: 'ffprobe', args: buildSegmentProbeArgs('/work/intro-1_9x16.mov'), formats: ['mov'] },
};

describe('output check decode', () => {
  it('hardens every input it opens, each window seeking from its keyframe', () => {
    const args = buildSpotDecodeArgs([{ path: '/out/a.mp4', windows: [{ from: 0, to: 2 }, { from: 60, to: 83 }], fps: 30 }]);
    const inputs = args.flatMap((arg, i) => (arg === '-i' ? [i] : []));
    expect(inputs).toHaveLength(3);
    for (const [n, at] of inputs.entries()) {
      const own = args.slice(n === 0 ? 0 : inputs[n - 1]! + 2, at);
      expect(valueAfter(own, '-protocol_whitelist')).toBe('file,pipe');
      expect(valueAfter(own, '-threads')).toBe('1');
    }
    // Half a frame past the keyframe at frame 60, for the window's 23 frames.
    expect(valueAfter(args.slice(inputs[2]! - 4), '-ss')).toBe('2.016667');
    expect(valueAfter(args.slice(inputs[2]! - 4), '-t')).toBe('0.766667');
    expect(args.slice(-9)).toEqual(['-map', '0:a:0', '-map', '1:v:0', '-map', '2:v:0', '-f', 'null', '-']);
  });

  it('checks a batch of outputs in one process, every input hardened, each output\'s audio and windows mapped', () => {
    const args = buildSpotDecodeArgs([
      { path: '/out/a.mp4', windows: [], fps: 30 },
      { path: '/out/b.mp4', windows: [{ from: 60, to: 83 }], fps: 30 },
      { path: '/out/c.mp4', windows: [], fps: 30 },
    ]);
    const inputs = args.flatMap((arg, i) => (arg === '-i' ? [i] : []));
    expect(inputs.map((at) => args[at + 1])).toEqual(['file:/out/a.mp4', 'file:/out/b.mp4', 'file:/out/b.mp4', 'file:/out/c.mp4']);
    for (const [n, at] of inputs.entries()) {
      const own = args.slice(n === 0 ? 0 : inputs[n - 1]! + 2, at);
      expect(valueAfter(own, '-protocol_whitelist')).toBe('file,pipe');
      expect(valueAfter(own, '-codec_whitelist')).toBe('h264,aac');
      expect(valueAfter(own, '-threads')).toBe('1');
    }
    expect(args.slice(-11)).toEqual(['-map', '0:a:0', '-map', '1:a:0', '-map', '2:v:0', '-map', '3:a:0', '-f', 'null', '-']);
  });

  it('opens an output whose audio is compared, not decoded, only for its windows', () => {
    const args = buildSpotDecodeArgs([
      { path: '/out/a.mp4', windows: [], fps: 30 },
      { path: '/out/b.mp4', windows: [{ from: 60, to: 83 }], fps: 30, audio: false },
    ]);
    const inputs = args.flatMap((arg, i) => (arg === '-i' ? [i] : []));
    expect(inputs.map((at) => args[at + 1])).toEqual(['file:/out/a.mp4', 'file:/out/b.mp4']);
    expect(args.slice(-7)).toEqual(['-map', '0:a:0', '-map', '1:v:0', '-f', 'null', '-']);
  });
});

const valueAfter = (args: string[], flag: string) => {
  const at = args.indexOf(flag);
  return at < 0 ? undefined : args[at + 1];
};

describe.each(Object.entries(commands))('%s command line', (_name, { tool, args, formats }) => {
  const inputAt = tool === 'ffmpeg' ? args.indexOf('-i') : args.findIndex((arg) => arg.startsWith('file:'));

  it('is quiet and non-interactive', () => {
    expect(args[0]).toBe('-hide_banner');
    expect(valueAfter(args, '-loglevel')).toBe('error');
    if (tool === 'ffmpeg') {
      expect(args).toContain('-nostdin');
      expect(args).toContain('-xerror');
    }
  });

  it('allows only local files, the accepted demuxers and decoders, and bounded frames and probing', () => {
    expect(inputAt).toBeGreaterThan(0);
    const before = args.slice(0, inputAt);
    expect(valueAfter(before, '-protocol_whitelist')).toBe('file,pipe');
    const allowedFormats = valueAfter(before, '-format_whitelist')!.split(',');
    expect(allowedFormats).toEqual(expect.arrayContaining(formats));
    for (const dangerous of ['hls', 'image2', 'png_pipe', 'data', 'tee', 'lavfi']) expect(allowedFormats).not.toContain(dangerous);
    if (!formats.includes('concat')) expect(allowedFormats).not.toContain('concat');
    const decoders = valueAfter(before, '-codec_whitelist')!.split(',');
    expect(decoders).toContain('h264');
    for (const unwanted of ['png', 'mjpeg', 'gif', 'theora']) expect(decoders).not.toContain(unwanted);
    expect(valueAfter(before, '-max_pixels')).toBe(String(4096 * 4096));
    expect(Number(valueAfter(before, '-probesize'))).toBeLessThanOrEqual(10_000_000);
    expect(Number(valueAfter(before, '-analyzeduration'))).toBeLessThanOrEqual(10_000_000);
    expect(valueAfter(before, '-f')).toBeDefined();
  });

  it('names files with the file: protocol so no name is read as a URL or an option', () => {
    const url = tool === 'ffmpeg' ? args[inputAt + 1]! : args[inputAt]!;
    expect(url.startsWith('file:/')).toBe(true);
    for (const arg of args) expect(arg.startsWith('http')).toBe(false);
  });
});

describe('the normalising command line', () => {
  const args = commands['normalise']!.args;
  const graph = valueAfter(args, '-filter_complex')!;

  it('fits, pads, squares the pixels and fixes the frame rate and exact frame count', () => {
    expect(graph).toContain('fps=30:start_time=0');
    expect(graph).toContain('scale=1080:608:');
    expect(graph).toContain('pad=1080:1920:0:656:color=0x000000');
    expect(graph).toContain('setsar=1');
    expect(graph).toContain('out_range=tv');
    expect(graph).toContain('trim=end_frame=91');
    expect(graph).toContain('atrim=end_sample=145600'); // 91 x 1600
    expect(graph).toContain('aformat=sample_fmts=s16:sample_rates=48000:channel_layouts=stereo');
  });

  it('pins the H.264 setup and the track timescale, and keeps PCM audio', () => {
    expect(valueAfter(args, '-c:v')).toBe('libx264');
    expect(valueAfter(args, '-preset')).toBe('veryfast');
    expect(valueAfter(args, '-profile:v')).toBe('high');
    expect(valueAfter(args, '-level:v')).toBe('4.1');
    expect(valueAfter(args, '-g')).toBe('60');
    expect(valueAfter(args, '-keyint_min')).toBe('60');
    expect(valueAfter(args, '-sc_threshold')).toBe('0');
    expect(valueAfter(args, '-pix_fmt')).toBe('yuv420p');
    expect(valueAfter(args, '-colorspace')).toBe('bt709');
    expect(valueAfter(args, '-color_range')).toBe('tv');
    expect(valueAfter(args, '-video_track_timescale')).toBe('15360');
    expect(valueAfter(args, '-c:a')).toBe('pcm_s16le');
    expect(valueAfter(args, '-threads')).toBe('1');
  });

  it('writes an exact-length silent track for a clip without audio', () => {
    const silent = buildNormaliseArgs({ input: '/a.mp4', output: '/b.mov', placement: '4:5', probe: { ...probe, hasAudio: false, audioStreamIndex: null }, gainDb: 0, threads: 0, framing: resolveFraming('fit', probe, '4:5') });
    const silentGraph = valueAfter(silent, '-filter_complex')!;
    expect(silentGraph).toContain('anullsrc=r=48000:cl=stereo');
    expect(silentGraph).toContain('atrim=end_sample=145600');
    expect(silentGraph).not.toContain('[0:1]');
  });
});

describe('the combining command line', () => {
  const args = commands['combine']!.args;

  it('copies the video, encodes the audio once to AAC 48 kHz stereo, and writes faststart', () => {
    expect(valueAfter(args, '-c:v')).toBe('copy');
    expect(valueAfter(args, '-c:a')).toBe('aac');
    expect(valueAfter(args, '-ar')).toBe('48000');
    expect(valueAfter(args, '-ac')).toBe('2');
    expect(Number(valueAfter(args, '-moov_size'))).toBeGreaterThan(15 * 1_200 * 2); // the moov's room at the front
    expect(valueAfter(args, '-safe')).toBe('1');
  });
});

describe('a batch of combinations in one process', () => {
  const args = buildCombineArgs([
    { listFile: '/t/parts-0.ffconcat', output: '/t/output-0.mp4', durationSec: 12 },
    { listFile: '/t/parts-1.ffconcat', output: '/t/output-1.mp4', durationSec: 600 },
  ]);

  it('hardens every input, not just the first', () => {
    const inputs = args.flatMap((arg, i) => (arg === '-i' ? [i] : []));
    expect(inputs).toHaveLength(2);
    let from = 0;
    for (const at of inputs) {
      const own = args.slice(from, at);
      expect(valueAfter(own, '-protocol_whitelist')).toBe('file,pipe');
      expect(valueAfter(own, '-format_whitelist')).toBe('concat,mov,mp4,m4a,3gp,3g2,mj2');
      expect(valueAfter(own, '-codec_whitelist')).toBe('h264,pcm_s16le');
      expect(valueAfter(own, '-max_pixels')).toBe(String(4096 * 4096));
      from = at + 2;
    }
  });

  it('maps each input to its own output with its own options', () => {
    const second = args.slice(args.indexOf('file:/t/output-0.mp4') + 1);
    expect(second.slice(0, 4)).toEqual(['-map', '1:v:0', '-map', '1:a:0']);
    expect(valueAfter(second, '-moov_size')).toBe(String(16_384 + 600 * 2_500));
    expect(second.at(-1)).toBe('file:/t/output-1.mp4');
  });
});

describe('combinations that share their sound in one process', () => {
  const args = buildCombineArgs([
    { listFile: '/t/parts-0.ffconcat', output: '/t/output-0.mp4', durationSec: 12, sameSoundAs: 'h1-b1-c1' },
    { listFile: '/t/parts-1.ffconcat', output: '/t/output-1.mp4', durationSec: 9 },
    { listFile: '/t/parts-2.ffconcat', output: '/t/output-2.mp4', durationSec: 12, sameSoundAs: 'h1-b1-c1' },
  ]);

  it('writes the group through one tee output: each video copied, the first one\'s audio encoded once', () => {
    // Outputs in order of each group's first job: the group of 0 and 2, then 1.
    const tee = args.slice(args.indexOf('file:/t/parts-2.ffconcat') + 1, args.indexOf('tee') + 2);
    expect(tee.slice(0, 6)).toEqual(['-map', '0:v:0', '-map', '2:v:0', '-map', '0:a:0']);
    expect(valueAfter(tee, '-c:v')).toBe('copy');
    expect(valueAfter(tee, '-c:a')).toBe('aac');
    expect(valueAfter(tee, '-fflags')).toBe('+bitexact');
    expect(valueAfter(tee, '-f')).toBe('tee');
    const reserve = 16_384 + 12 * 2_500;
    expect(tee.at(-1)).toBe(
      `[select='v\\:0,a':f=mp4:moov_size=${reserve}]file:/t/output-0.mp4|[select='v\\:1,a':f=mp4:moov_size=${reserve}]file:/t/output-2.mp4`,
    );
  });

  it('writes an output without a group as before', () => {
    const alone = args.slice(args.indexOf('tee') + 2);
    expect(alone.slice(0, 4)).toEqual(['-map', '1:v:0', '-map', '1:a:0']);
    expect(valueAfter(alone, '-f')).toBe('mp4');
    expect(alone.at(-1)).toBe('file:/t/output-1.mp4');
  });

  it('refuses a path the tee muxer would misread', () => {
    const odd = { listFile: '/t/parts.ffconcat', durationSec: 5, sameSoundAs: 'g' };
    expect(() => buildCombineArgs([{ ...odd, output: '/t/a|b.mp4' }, { ...odd, output: '/t/c.mp4' }])).toThrow('through the tee muxer');
  });
});
