import type { FocusPointView } from '@reelmix/contracts';

/*
 * Which part of a clip `fill` keeps: the clip is scaled to cover the frame and the frame-sized
 * window whose centre is nearest the focus point is kept, stopping at the picture's edges. The same
 * rule as the render's (libs/media coverInto), so a click lands on the point the buyer sees.
 */

/** The kept window in the clip's own 0..1 coordinates. */
export interface ClipWindow {
  left: number;
  top: number;
  width: number;
  height: number;
}

export const CENTRE_FOCUS: FocusPointView = { x: 0.5, y: 0.5 };

const clamp01 = (value: number) => Math.min(1, Math.max(0, value));

/** Three decimals: finer than a pixel of any placement, and short in URLs and requests. */
export function roundFocus(focus: FocusPointView): FocusPointView {
  return { x: Math.round(clamp01(focus.x) * 1000) / 1000, y: Math.round(clamp01(focus.y) * 1000) / 1000 };
}

/**
 * The window `fill` keeps of a clip of `clipAspect` (width over height) in a frame of `frameAspect`.
 * An unknown clip shape is treated as the frame's own, so clicks map straight through.
 */
export function fillWindow(clipAspect: number | null, frameAspect: number, focus: FocusPointView): ClipWindow {
  const aspect = clipAspect ?? frameAspect;
  const width = Math.min(1, frameAspect / aspect);
  const height = Math.min(1, aspect / frameAspect);
  const place = (size: number, at: number) => Math.min(1 - size, Math.max(0, at - size / 2));
  return { left: place(width, focus.x), top: place(height, focus.y), width, height };
}

/** Whether covering the frame crops anything at all; when nothing is cropped the focus has no effect. */
export function fillCrops(window: ClipWindow): boolean {
  return window.width < 0.999 || window.height < 0.999;
}

/** The clip point under a spot of the frame (0..1 of the frame): what a click there asks to centre on. */
export function clipPointAt(window: ClipWindow, frameX: number, frameY: number): FocusPointView {
  return roundFocus({ x: window.left + clamp01(frameX) * window.width, y: window.top + clamp01(frameY) * window.height });
}

/** Where the focus point shows in the frame (0..1), for drawing its marker; it may sit off-centre near an edge. */
export function framePointOf(window: ClipWindow, focus: FocusPointView): FocusPointView {
  return {
    x: clamp01((focus.x - window.left) / window.width),
    y: clamp01((focus.y - window.top) / window.height),
  };
}

/** The clip's width over height, or null when the server has not recorded its display size. */
export function clipAspectOf(clip: { width: number | null; height: number | null }): number | null {
  return clip.width && clip.height ? clip.width / clip.height : null;
}
