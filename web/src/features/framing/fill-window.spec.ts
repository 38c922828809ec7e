import { describe, expect, it } from 'vitest';
import { clipAspectOf, clipPointAt, fillCrops, fillWindow, framePointOf } from './fill-window';

const LANDSCAPE = 16 / 9;
const VERTICAL = 9 / 16;

describe('fill window', () => {
  it('keeps the frame-wide middle of a wider clip, the whole height', () => {
    const window = fillWindow(LANDSCAPE, VERTICAL, { x: 0.5, y: 0.5 });
    expect(window.width).toBeCloseTo(0.3164, 4);
    expect(window.left).toBeCloseTo(0.3418, 4);
    expect(window).toMatchObject({ top: 0, height: 1 });
  });

  it('stops at the edge when the focus is near it, as the render does', () => {
    expect(fillWindow(LANDSCAPE, VERTICAL, { x: 0.05, y: 0.5 }).left).toBe(0);
    expect(fillWindow(LANDSCAPE, VERTICAL, { x: 1, y: 0.5 }).left).toBeCloseTo(1 - 0.3164, 4);
    // A tall clip in a wide frame is cropped top and bottom instead.
    expect(fillWindow(VERTICAL, LANDSCAPE, { x: 0.5, y: 0 })).toMatchObject({ left: 0, width: 1, top: 0 });
  });

  it('maps a spot of the frame to the clip point under it, and back', () => {
    const window = fillWindow(LANDSCAPE, VERTICAL, { x: 0.5, y: 0.5 });
    const point = clipPointAt(window, 0.25, 0.25);
    expect(point).toEqual({ x: 0.421, y: 0.25 });
    const back = framePointOf(window, point);
    expect(back.x).toBeCloseTo(0.25, 2);
    expect(back.y).toBeCloseTo(0.25, 2);
  });

  it('knows when nothing is cropped, and treats an unknown clip shape as the frame', () => {
    expect(fillCrops(fillWindow(1, 1, { x: 0.2, y: 0.8 }))).toBe(false);
    expect(fillCrops(fillWindow(LANDSCAPE, 4 / 5, { x: 0.5, y: 0.5 }))).toBe(true);
    expect(clipAspectOf({ width: null, height: null })).toBeNull();
    expect(clipPointAt(fillWindow(null, VERTICAL, { x: 0.5, y: 0.5 }), 0.3, 0.7)).toEqual({ x: 0.3, y: 0.7 });
  });
});
