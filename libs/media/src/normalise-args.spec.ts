import { fitInto, planSegment } from './normalise-args';
import { buildProbeResult } from './probe-result.builder';

const clip = buildProbeResult;

describe('fitInto', () => {
  it('fits landscape into vertical with bars above and below, centred, even sizes', () => {
    expect(fitInto(clip({}), '9:16')).toEqual({ width: 1080, height: 608, x: 0, y: 656 });
  });

  it('fills the frame when the aspect ratios match', () => {
    expect(fitInto(clip({ width: 720, height: 1280 }), '9:16')).toEqual({ width: 1080, height: 1920, x: 0, y: 0 });
    expect(fitInto(clip({ width: 3840, height: 2160 }), '16:9')).toEqual({ width: 1920, height: 1080, x: 0, y: 0 });
  });

  it('fits vertical into feed with bars left and right', () => {
    expect(fitInto(clip({ width: 1080, height: 1920 }), '4:5')).toEqual({ width: 760, height: 1350, x: 160, y: 0 });
  });

  it('uses the display orientation of a rotated phone clip', () => {
    expect(fitInto(clip({ width: 1920, height: 1080, rotation: 90 }), '9:16')).toEqual({ width: 1080, height: 1920, x: 0, y: 0 });
    expect(fitInto(clip({ width: 1920, height: 1080, rotation: 270 }), '1:1')).toEqual({ width: 608, height: 1080, x: 236, y: 0 });
  });

  it('applies non-square pixels so nothing is stretched', () => {
    // DV NTSC widescreen: 720x480 stored, 32:27 pixels, 853x480 displayed.
    expect(fitInto(clip({ width: 720, height: 480, sampleAspectRatio: 32 / 27 }), '16:9')).toEqual({ width: 1920, height: 1080, x: 0, y: 0 });
  });
});

describe('planSegment', () => {
  it('rounds the duration to whole frames at 30 fps and gives 1600 samples per frame', () => {
    expect(planSegment(clip({ durationSec: 3.02 }), '9:16')).toMatchObject({ frames: 91, audioSamples: 145_600 });
    expect(planSegment(clip({ durationSec: 0.01 }), '9:16')).toMatchObject({ frames: 1, audioSamples: 1600 });
  });
});
