import { PLACEMENTS } from '@reelmix/contracts/browser';
import { coverCropShare, coverInto, displaySize, fitInto, reducedBox, sourceWindowOf } from './framing-geometry';
import { buildProbeResult } from './probe-result.builder';

const clip = buildProbeResult;
const vertical = PLACEMENTS['9:16'];
const centre = { x: 0.5, y: 0.5 };

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

describe('coverInto', () => {
  it('scales landscape to the frame height and keeps the centre window by default', () => {
    // 1920x1080 x 16/9 = 3413.3 x 1920: the width rounds to even, the window is 1080 wide.
    expect(coverInto(clip({}), vertical, centre)).toEqual({ width: 3414, height: 1920, cropX: 1166, cropY: 0 });
  });

  it('moves the window towards the focus point and stops at the picture edges', () => {
    const left = coverInto(clip({}), vertical, { x: 0, y: 0.5 });
    const right = coverInto(clip({}), vertical, { x: 1, y: 0.5 });
    const third = coverInto(clip({}), vertical, { x: 0.3, y: 0.5 });
    expect(left.cropX).toBe(0);
    expect(right.cropX).toBe(3414 - 1080);
    // Centred on 0.3 x 3414 = 1024.2: the window starts 540 earlier, rounded down to even.
    expect(third.cropX).toBe(484);
    expect([left, right, third].map((window) => window.cropY)).toEqual([0, 0, 0]);
  });

  it('moves the window vertically for a tall clip in a wide frame', () => {
    const portrait = clip({ width: 1080, height: 1920 });
    expect(coverInto(portrait, PLACEMENTS['16:9'], { x: 0.5, y: 0 })).toEqual({ width: 1920, height: 3414, cropX: 0, cropY: 0 });
    expect(coverInto(portrait, PLACEMENTS['16:9'], { x: 0.5, y: 1 }).cropY).toBe(3414 - 1080);
    expect(coverInto(portrait, PLACEMENTS['16:9'], { x: 0.5, y: 0.25 }).cropY).toBe(312); // 853.5 - 540, down to even
  });

  it('keeps every offset even and the window inside the picture for any focus', () => {
    for (const x of [0, 0.01, 0.33, 0.5, 0.77, 0.999, 1]) {
      const window = coverInto(clip({ width: 1281, height: 719 }), vertical, { x, y: x });
      expect(window.cropX % 2).toBe(0);
      expect(window.cropY % 2).toBe(0);
      expect(window.cropX + vertical.width).toBeLessThanOrEqual(window.width);
      expect(window.cropY + vertical.height).toBeLessThanOrEqual(window.height);
    }
  });

  it('keeps the display aspect (no distortion), with rotation and non-square pixels applied', () => {
    const cases = [clip({}), clip({ width: 1920, height: 1080, rotation: 90 }), clip({ width: 720, height: 480, sampleAspectRatio: 32 / 27 }), clip({ width: 640, height: 640 })];
    for (const probe of cases) {
      const shown = displaySize(probe);
      for (const placement of ['9:16', '4:5', '1:1', '16:9'] as const) {
        const window = coverInto(probe, PLACEMENTS[placement], centre);
        // Off by at most the rounding to even: under 0.2% at these sizes.
        expect(Math.abs(window.width / window.height / (shown.width / shown.height) - 1)).toBeLessThan(0.002);
        expect(window.width).toBeGreaterThanOrEqual(PLACEMENTS[placement].width);
        expect(window.height).toBeGreaterThanOrEqual(PLACEMENTS[placement].height);
      }
    }
  });

  it('crops nothing from a clip of the frame shape', () => {
    expect(coverInto(clip({ width: 720, height: 1280 }), vertical, { x: 0, y: 1 })).toEqual({ width: 1080, height: 1920, cropX: 0, cropY: 0 });
  });
});

describe('coverCropShare', () => {
  it('is the share of the picture covering crops away', () => {
    expect(coverCropShare(clip({}), '9:16')).toBeCloseTo(1 - (9 / 16) / (16 / 9), 6); // 68.4%
    expect(coverCropShare(clip({ width: 1080, height: 1920 }), '4:5')).toBeCloseTo(1 - (9 / 16) / (4 / 5), 6); // 29.7%
    expect(coverCropShare(clip({ width: 720, height: 1280 }), '9:16')).toBeCloseTo(0, 6);
    expect(coverCropShare(clip({ width: 1920, height: 1080, rotation: 90 }), '9:16')).toBeCloseTo(0, 6);
  });
});

describe('reducedBox', () => {
  it('divides a frame into even sizes', () => {
    expect(reducedBox(vertical, 4)).toEqual({ width: 270, height: 480 });
    expect(reducedBox(PLACEMENTS['4:5'], 4)).toEqual({ width: 270, height: 338 }); // 337.5 rounds to even
  });
});

describe('sourceWindowOf', () => {
  const vertical = PLACEMENTS['9:16'];

  it("is coverInto's window in the decoded picture's own pixels", () => {
    // 1920x1080 covers 9:16 at 3414x1920 (1.778x); the centre window 1080 wide from 1166 is 608 from 656 in the clip.
    expect(sourceWindowOf(clip({}), vertical, { x: 0.5, y: 0.5 })).toEqual({ width: 608, height: 1080, x: 656, y: 0 });
    expect(sourceWindowOf(clip({}), vertical, { x: 0, y: 0.5 })).toEqual({ width: 608, height: 1080, x: 0, y: 0 });
    expect(sourceWindowOf(clip({}), vertical, { x: 1, y: 0.5 })).toEqual({ width: 608, height: 1080, x: 1312, y: 0 });
  });

  it('crops a rotated clip in its turned picture and a clip with wide pixels in its stored pixels', () => {
    const rotated = clip({ width: 1920, height: 1080, rotation: 90 });
    expect(sourceWindowOf(rotated, PLACEMENTS['1:1'], { x: 0.5, y: 0.5 })).toEqual({ width: 1080, height: 1080, x: 0, y: 420 });
    // 1440x1080 stored at 4:3 pixels shows 1920x1080: the window of 9:16 is 456 stored pixels wide.
    const anamorphic = clip({ width: 1440, height: 1080, sampleAspectRatio: 4 / 3 });
    expect(sourceWindowOf(anamorphic, vertical, { x: 0.5, y: 0.5 })).toEqual({ width: 456, height: 1080, x: 492, y: 0 });
  });

  it('keeps the window inside the picture with even offsets for any focus', () => {
    for (const x of [0, 0.1, 0.33, 0.5, 0.77, 1]) {
      const window = sourceWindowOf(clip({ width: 1281, height: 719 }), vertical, { x, y: x });
      expect(window.x % 2).toBe(0);
      expect(window.x + window.width).toBeLessThanOrEqual(1281);
      expect(window.y + window.height).toBeLessThanOrEqual(719);
    }
  });
});

describe('no distortion', () => {
  const shapes = [clip({}), clip({ width: 1080, height: 1920 }), clip({ width: 1920, height: 1080, rotation: 90 }), clip({ width: 1440, height: 1080, sampleAspectRatio: 4 / 3 }), clip({ width: 640, height: 480 })];
  const frames = Object.entries(PLACEMENTS) as Array<[keyof typeof PLACEMENTS, (typeof PLACEMENTS)[keyof typeof PLACEMENTS]]>;

  it('scales every shape into every frame by one factor both ways, to within the even rounding', () => {
    for (const shape of shapes) {
      const shown = displaySize(shape);
      for (const [placement, box] of frames) {
        const fit = fitInto(shape, placement);
        expect(Math.abs(fit.width / fit.height - shown.width / shown.height)).toBeLessThan((2 / Math.min(fit.width, fit.height)) * 2);
        const cover = coverInto(shape, box, centre);
        expect(Math.abs(cover.width / cover.height - shown.width / shown.height)).toBeLessThan((2 / Math.min(cover.width, cover.height)) * 2);
        // The window fill keeps, shown with its pixel aspect, has the frame's shape.
        const window = sourceWindowOf(shape, box, centre);
        const pixelAspect = shape.rotation === 90 || shape.rotation === 270 ? 1 / shape.sampleAspectRatio : shape.sampleAspectRatio;
        expect(Math.abs((window.width * pixelAspect) / window.height - box.width / box.height)).toBeLessThan(0.01);
      }
    }
  });
});
