import { PLACEMENTS, type PlacementName } from '@reelmix/contracts/browser';
import { type Framing } from './framing';
import { coverInto, fitInto, reducedBox, sourceWindowOf, type ClipShape } from './framing-geometry';

/*
 * The framing step of the normalising encode as filtergraph text, from one label to another: the
 * clip in, the placement's full frame out. What comes before (the frame-rate grid) and after
 * (square pixels, pixel format, exact length) is the same for every mode, in normalise-args.ts.
 */

/**
 * Limited range with BT.709 coefficients: full-range (yuvj) phone footage becomes the same format
 * as everything else, or the segments' codec setups would differ. Every scale of the picture says so.
 */
const TO_LIMITED_BT709 = 'out_range=tv:out_color_matrix=bt709';

/**
 * The blurred background is made at a quarter of the frame's size and scaled back up: blurring
 * 1/16 of the pixels keeps `blur` within a few percent of `fit`'s time, and a blurred picture
 * loses nothing visible at that size.
 */
const BACKGROUND_DIVISOR = 4;
/** At quarter size a radius of 16 smears over about 64 output pixels; two passes soften the box edges. */
const BACKGROUND_BLUR = 'boxblur=luma_radius=16:luma_power=2';
/**
 * Darkened so the sharp foreground stands out from its own copy: luma scaled towards limited-range
 * black, not lowered by a constant, which crushed dark colours (pure blue, luma 32) into black.
 */
const BACKGROUND_DARKEN = 'lutyuv=y=16+(val-16)*0.65';

export function framingGraph(framing: Framing, probe: ClipShape, placement: PlacementName, from: string, to: string): string {
  const box = PLACEMENTS[placement];
  switch (framing.mode) {
    case 'fit': {
      const fit = fitInto(probe, placement);
      return `${from}${scaleTo(fit, 'bicubic')},pad=${box.width}:${box.height}:${fit.x}:${fit.y}:color=${ffmpegColour(framing.barColour)}${to}`;
    }
    case 'fill': {
      // The kept window is cut from the decoded picture before scaling, so only it is scaled.
      const window = sourceWindowOf(probe, box, framing.focus);
      return `${from}crop=${window.width}:${window.height}:${window.x}:${window.y},${scaleTo(box, 'bicubic')}${to}`;
    }
    case 'blur': {
      const fit = fitInto(probe, placement);
      const small = reducedBox(box, BACKGROUND_DIVISOR);
      const cover = coverInto(probe, small, { x: 0.5, y: 0.5 });
      // fast_bilinear for the background: its detail is blurred away, so the cheapest scaler serves.
      const background = [
        scaleTo(cover, 'fast_bilinear'),
        'format=yuv420p',
        `crop=${small.width}:${small.height}:${cover.cropX}:${cover.cropY}`,
        BACKGROUND_BLUR,
        BACKGROUND_DARKEN,
        `scale=${box.width}:${box.height}:flags=fast_bilinear`,
      ].join(',');
      return [
        `${from}split=2[framing_fg][framing_bg]`,
        `[framing_bg]${background}[framing_back]`,
        `[framing_fg]${scaleTo(fit, 'bicubic')},format=yuv420p[framing_front]`,
        `[framing_back][framing_front]overlay=${fit.x}:${fit.y}${to}`,
      ].join(';');
    }
  }
}

function scaleTo(size: { width: number; height: number }, flags: 'bicubic' | 'fast_bilinear'): string {
  return `scale=${size.width}:${size.height}:flags=${flags}:${TO_LIMITED_BT709}`;
}

/** `#rrggbb` as ffmpeg's colour syntax (`0xrrggbb`), which needs no escaping inside a filtergraph. */
export function ffmpegColour(hex: string): string {
  return `0x${hex.slice(1)}`;
}
