import { readVideoStart, streamShifts, type StartTimes } from './av-alignment';

const times = (overrides: Partial<StartTimes> = {}): StartTimes => ({
  formatStartSec: 0,
  videoStartSec: 0,
  audioStartSec: 0,
  audioCodec: 'aac',
  formatName: 'mov,mp4,m4a,3gp,3g2,mj2',
  encoder: 'Lavf59.27.100',
  ...overrides,
});

/** A webm with Opus as libavformat 59.27 writes it: every track moved 7 ms later. */
const faultyWebm = times({ formatStartSec: -0.007, videoStartSec: 0.007, audioStartSec: -0.007, audioCodec: 'opus', formatName: 'matroska,webm' });

describe('readVideoStart', () => {
  it('measures the first frame from the earliest stream, which is where ffmpeg starts the timeline', () => {
    expect(readVideoStart(times())).toEqual({ videoStartSec: 0, videoLateSec: 0 });
    expect(readVideoStart(times({ formatStartSec: -0.007, videoStartSec: 0, audioStartSec: -0.007, audioCodec: 'opus', formatName: 'matroska,webm', encoder: 'Chrome' }))).toEqual({
      videoStartSec: 0.007,
      videoLateSec: 0,
    });
    expect(readVideoStart(times({ formatStartSec: null, videoStartSec: null }))).toEqual({ videoStartSec: 0, videoLateSec: 0 });
  });

  it('knows the old Matroska muxer wrote the picture late by the Opus track\'s lead', () => {
    expect(readVideoStart(faultyWebm)).toEqual({ videoStartSec: 0.014, videoLateSec: 0.007 });
    expect(readVideoStart({ ...faultyWebm, encoder: 'Lavf58.76.100' }).videoLateSec).toBe(0.007);
  });

  it('trusts newer muxers, other containers and other codecs', () => {
    expect(readVideoStart({ ...faultyWebm, encoder: 'Lavf59.31.100' }).videoLateSec).toBe(0);
    expect(readVideoStart({ ...faultyWebm, encoder: 'Lavf60.16.100' }).videoLateSec).toBe(0);
    expect(readVideoStart({ ...faultyWebm, encoder: null }).videoLateSec).toBe(0);
    expect(readVideoStart({ ...faultyWebm, audioCodec: 'vorbis' }).videoLateSec).toBe(0);
    expect(readVideoStart({ ...faultyWebm, formatName: 'mov,mp4,m4a,3gp,3g2,mj2' }).videoLateSec).toBe(0);
    expect(readVideoStart({ ...faultyWebm, audioStartSec: -30 }).videoLateSec).toBe(0);
  });
});

describe('streamShifts', () => {
  it('moves nothing when the first frame is at 0 or a whole frame in', () => {
    expect(streamShifts({ videoStartSec: 0, videoLateSec: 0 })).toEqual({ videoShiftSec: 0, audioShiftSec: 0 });
    expect(streamShifts({ videoStartSec: 0.1, videoLateSec: 0 })).toEqual({ videoShiftSec: 0, audioShiftSec: 0 });
  });

  it('puts a first frame a few ms in on the nearest slot, moving the sound by the same amount', () => {
    expect(streamShifts({ videoStartSec: 0.007, videoLateSec: 0 })).toEqual({ videoShiftSec: -0.007, audioShiftSec: -0.007 });
    expect(streamShifts({ videoStartSec: 0.03, videoLateSec: 0 })).toEqual({ videoShiftSec: 0.003333, audioShiftSec: 0.003333 });
  });

  it('moves the picture of a faulty webm back to its sound', () => {
    expect(streamShifts({ videoStartSec: 0.014, videoLateSec: 0.007 })).toEqual({ videoShiftSec: -0.014, audioShiftSec: -0.007 });
  });
});
