import { judgeProbe, reasonForProbeFailure, type FfprobeJson } from './probe-result';

const json = (overrides: { video?: object; audio?: object | null; format?: object; extraStreams?: object[] } = {}): FfprobeJson => ({
  streams: [
    { index: 0, codec_type: 'video', codec_name: 'h264', width: 1920, height: 1080, avg_frame_rate: '30000/1001', r_frame_rate: '30000/1001', sample_aspect_ratio: '1:1', ...overrides.video },
    ...(overrides.audio === null ? [] : [{ index: 1, codec_type: 'audio', codec_name: 'aac', ...overrides.audio }]),
    ...(overrides.extraStreams ?? []),
  ],
  format: { format_name: 'mov,mp4,m4a,3gp,3g2,mj2', duration: '5.005', nb_streams: 2, ...overrides.format },
});

describe('judgeProbe', () => {
  it('describes an acceptable clip', () => {
    expect(judgeProbe(json({ video: { side_data_list: [{ rotation: -90 }] } }), null)).toEqual({
      durationSec: 5.005,
      width: 1920,
      height: 1080,
      fps: 30000 / 1001,
      hasAudio: true,
      videoCodec: 'h264',
      audioCodec: 'aac',
      formatName: 'mov,mp4,m4a,3gp,3g2,mj2',
      rotation: 270,
      sampleAspectRatio: 1,
      videoStreamIndex: 0,
      audioStreamIndex: 1,
      streamCount: 2,
      videoStartSec: 0,
      videoLateSec: 0,
    });
  });

  it('notes a clip without audio', () => {
    expect(judgeProbe(json({ audio: null }), null)).toMatchObject({ hasAudio: false, audioCodec: null, audioStreamIndex: null });
  });

  it.each([
    ['frames larger than 4096', json({ video: { width: 8000, height: 8000 } }), 'frames are too large (8000x8000, max 4096x4096)'],
    ['a 10-hour duration', json({ format: { duration: '36000.0' } }), 'duration 36000 s is over the limit of 600 s'],
    ['audio only', { streams: [{ index: 0, codec_type: 'audio', codec_name: 'aac' }], format: { duration: '3' } }, 'has no video stream (it is audio only)'],
    ['only a cover picture', json({ video: { disposition: { attached_pic: 1 } }, audio: null }), 'has no video stream'],
    ['a video codec outside the list', json({ video: { codec_name: 'theora' } }), 'uses the theora video codec, which is not accepted'],
    ['too many streams', json({ format: { nb_streams: 40 } }), 'has 40 streams, more than the limit of 8'],
    ['240 fps', json({ video: { avg_frame_rate: '240/1' } }), 'frame rate 240 fps is over the limit of 120 fps'],
    ['no duration anywhere', json({ format: { duration: undefined } }), 'has no known duration'],
  ])('rejects %s', (_name, input, reason) => {
    expect(() => judgeProbe(input as FfprobeJson, null)).toThrow(expect.objectContaining({ name: 'MediaRejectedError', reason }));
  });

  it('takes a scanned duration when the header has none', () => {
    expect(judgeProbe(json({ format: { duration: undefined } }), 4.2).durationSec).toBe(4.2);
  });
});

describe('reasonForProbeFailure', () => {
  it.each([
    ['[h264] Picture size 8000x8000 exceeds specified max pixel count 16777216', 'frames are too large (8000x8000, max 4096x4096)'],
    ["[theora] Codec (theora) not on whitelist 'h264,hevc'", 'uses the theora codec, which is not accepted'],
    ["[hls] Format not on whitelist 'mov,mp4'", 'is not a supported video container'],
    ['[mov,mp4] moov atom not found\nx.mp4: Invalid data found when processing input', 'is truncated or damaged'],
    ['something new', 'could not be read as a video'],
  ])('maps %j', (stderr, reason) => {
    expect(reasonForProbeFailure(stderr)).toBe(reason);
  });
});
