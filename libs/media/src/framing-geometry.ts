import { PLACEMENTS, type PlacementName } from '@reelmix/contracts/browser';
import { type ProbeResult } from './probe-result';

/*
 * Where a clip's picture goes in a placement's frame, in output pixels. Pure, so every mode's
 * geometry is tested without ffmpeg. Sizes and offsets are even: 4:2:0 chroma has one sample per
 * two pixels each way, and an odd crop or pad would shift chroma against luma.
 */

export type ClipShape = Pick<ProbeResult, 'width' | 'height' | 'rotation' | 'sampleAspectRatio'>;

export interface FocusPoint {
  /** 0 = the display frame's left edge, 1 = its right edge. */
  x: number;
  /** 0 = the top edge, 1 = the bottom edge. */
  y: number;
}

/** The picture's size inside the frame and its offset. */
export interface PictureBox {
  width: number;
  height: number;
  x: number;
  y: number;
}

/** Scaled to cover the frame, then the frame-sized window kept from it. */
export interface CoverWindow {
  /** The scaled picture, at least the frame's size each way. */
  width: number;
  height: number;
  /** The kept window's top-left corner inside the scaled picture. */
  cropX: number;
  cropY: number;
}

/** The size the clip is shown at: pixel aspect applied, and a quarter turn swaps the sides. */
export function displaySize(probe: ClipShape): { width: number; height: number } {
  const quarterTurn = probe.rotation === 90 || probe.rotation === 270;
  return quarterTurn
    ? { width: probe.height, height: probe.width * probe.sampleAspectRatio }
    : { width: probe.width * probe.sampleAspectRatio, height: probe.height };
}

/**
 * Scale to fit without distortion: the display size scaled by the smaller ratio, rounded to even
 * numbers, centred. Computed here rather than with `force_original_aspect_ratio` because that
 * ignores non-square pixels.
 */
export function fitInto(probe: ClipShape, placement: PlacementName): PictureBox {
  return fitIntoBox(probe, PLACEMENTS[placement]);
}

export function fitIntoBox(probe: ClipShape, box: { width: number; height: number }): PictureBox {
  const shown = displaySize(probe);
  const scale = Math.min(box.width / shown.width, box.height / shown.height);
  const width = Math.min(box.width, Math.max(2, even(shown.width * scale)));
  const height = Math.min(box.height, Math.max(2, even(shown.height * scale)));
  return { width, height, x: even((box.width - width) / 2, 'down'), y: even((box.height - height) / 2, 'down') };
}

/**
 * Scale to cover without distortion (the larger ratio) and keep the frame-sized window whose
 * centre is nearest the focus point: a focus near an edge stops at that edge, so the window never
 * leaves the picture.
 */
export function coverInto(probe: ClipShape, box: { width: number; height: number }, focus: FocusPoint): CoverWindow {
  const shown = displaySize(probe);
  const scale = Math.max(box.width / shown.width, box.height / shown.height);
  const width = Math.max(box.width, even(shown.width * scale));
  const height = Math.max(box.height, even(shown.height * scale));
  const place = (size: number, frame: number, at: number) => Math.min(size - frame, Math.max(0, even(at * size - frame / 2, 'down')));
  return { width, height, cropX: place(width, box.width, focus.x), cropY: place(height, box.height, focus.y) };
}

/** A window of the decoded picture, in its own pixels (after rotation, before the pixel aspect is applied). */
export interface SourceWindow {
  width: number;
  height: number;
  x: number;
  y: number;
}

/**
 * The part of the decoded picture that `coverInto`'s window keeps, in the picture's own pixels: cropped
 * first and scaled to the frame, `fill` scales a third of the pixels it would scale whole and then
 * crop (a 1080p clip into 9:16: 0.66 MP a frame instead of 6.6). Offsets are even, for 4:2:0 chroma.
 */
export function sourceWindowOf(probe: ClipShape, box: { width: number; height: number }, focus: FocusPoint): SourceWindow {
  const quarterTurn = probe.rotation === 90 || probe.rotation === 270;
  const frame = quarterTurn ? { width: probe.height, height: probe.width } : { width: probe.width, height: probe.height };
  const cover = coverInto(probe, box, focus);
  const perX = frame.width / cover.width;
  const perY = frame.height / cover.height;
  const width = Math.min(even(frame.width, 'down'), Math.max(2, even(box.width * perX)));
  const height = Math.min(even(frame.height, 'down'), Math.max(2, even(box.height * perY)));
  // Placed by its centre, the same point of the picture as the scaled window's centre.
  const place = (centre: number, size: number, whole: number) => Math.min(Math.max(0, even(centre - size / 2)), even(whole - size, 'down'));
  return {
    width,
    height,
    x: place((cover.cropX + box.width / 2) * perX, width, frame.width),
    y: place((cover.cropY + box.height / 2) * perY, height, frame.height),
  };
}

/** The share of the picture that covering the frame crops away: 0 when the shapes match. */
export function coverCropShare(probe: ClipShape, placement: PlacementName): number {
  const shown = displaySize(probe);
  const box = PLACEMENTS[placement];
  const clipAspect = shown.width / shown.height;
  const frameAspect = box.width / box.height;
  return 1 - Math.min(clipAspect, frameAspect) / Math.max(clipAspect, frameAspect);
}

/** A frame's size divided by `divisor`, in even numbers (the blurred background's working size). */
export function reducedBox(box: { width: number; height: number }, divisor: number): { width: number; height: number } {
  return { width: Math.max(2, even(box.width / divisor)), height: Math.max(2, even(box.height / divisor)) };
}

function even(value: number, mode: 'nearest' | 'down' = 'nearest'): number {
  return mode === 'down' ? Math.floor(value / 2) * 2 : Math.round(value / 2) * 2;
}
