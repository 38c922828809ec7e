import type { ProbeResult } from './probe-result';

/** A plausible probe of a 1080p H.264 clip with sound, for unit tests to vary. */
export function buildProbeResult(overrides: Partial<ProbeResult> = {}): ProbeResult {
  return {
    durationSec: 5,
    width: 1920,
    height: 1080,
    fps: 30,
    hasAudio: true,
    videoCodec: 'h264',
    audioCodec: 'aac',
    formatName: 'mov,mp4,m4a,3gp,3g2,mj2',
    rotation: 0,
    sampleAspectRatio: 1,
    videoStreamIndex: 0,
    audioStreamIndex: 1,
    streamCount: 2,
    videoStartSec: 0,
    videoLateSec: 0,
    ...overrides,
  };
}
