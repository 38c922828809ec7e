import type { FramingChoice, FramingMode, PlacementName } from '@reelmix/contracts/browser';
import { coverCropShare, type ClipShape, type FocusPoint } from './framing-geometry';

/*
 * A framing mode (contracts framing-modes) made concrete for one clip: the focus `fill` keeps and
 * the colour of `fit`'s bars, and `auto` decided by the rule below. The resolved framing is part
 * of a segment's identity.
 */

export interface Framing {
  mode: FramingMode;
  /** 0..1 of the clip's display frame; where `fill` keeps its window. */
  focus: FocusPoint;
  /** `#rrggbb`; the bars of `fit`. */
  barColour: string;
}

export type FramingOverrides = Partial<Pick<Framing, 'focus' | 'barColour'>>;

export const CENTRE_FOCUS: Readonly<FocusPoint> = Object.freeze({ x: 0.5, y: 0.5 });
export const DEFAULT_BAR_COLOUR = '#000000';

/**
 * Up to this share of the picture cropped, `auto` fills: a small crop loses less than bars or a
 * blurred border would cost the frame. Beyond it the clip's shape really differs (with today's
 * placements, any clip of the other orientation crops at least 20%), and `auto` blurs.
 */
export const MAX_AUTO_FILL_CROP = 0.15;

/**
 * Which rule `auto` follows. Hashed into CODEC_SETUP_ID: segments kept under one rule are never
 * reused as if made under another. Raise it with any change to `defaultFramingMode`.
 */
export const DEFAULT_FRAMING_RULE_VERSION = 1;

/** The mode `auto` picks for a clip in a placement. A clip of the frame's own shape crops nothing: fill, the same picture as fit. */
export function defaultFramingMode(probe: ClipShape, placement: PlacementName): FramingMode {
  return coverCropShare(probe, placement) < MAX_AUTO_FILL_CROP ? 'fill' : 'blur';
}

export function resolveFraming(choice: FramingChoice, probe: ClipShape, placement: PlacementName, overrides: FramingOverrides = {}): Framing {
  const focus = overrides.focus ?? CENTRE_FOCUS;
  const barColour = overrides.barColour ?? DEFAULT_BAR_COLOUR;
  if (!isFocusPoint(focus)) throw new RangeError(`focus must be two numbers from 0 to 1, got ${JSON.stringify(focus)}`);
  if (!isBarColour(barColour)) throw new RangeError(`bar colour must be #rrggbb, got "${barColour}"`);
  const mode = choice === 'auto' ? defaultFramingMode(probe, placement) : choice;
  return { mode, focus: { x: focus.x, y: focus.y }, barColour: barColour.toLowerCase() };
}

export function isFocusPoint(focus: FocusPoint): boolean {
  const within = (value: number) => Number.isFinite(value) && value >= 0 && value <= 1;
  return within(focus.x) && within(focus.y);
}

function isBarColour(text: string): boolean {
  return /^#[0-9a-f]{6}$/i.test(text);
}

/** Focus points are kept to a thousandth of the frame: finer than a pixel of any placement, and a stable key. */
export function roundFocus(focus: FocusPoint): FocusPoint {
  const round = (value: number) => Math.round(value * 1000) / 1000;
  return { x: round(focus.x), y: round(focus.y) };
}

export function isCentreFocus(focus: FocusPoint): boolean {
  const rounded = roundFocus(focus);
  return rounded.x === CENTRE_FOCUS.x && rounded.y === CENTRE_FOCUS.y;
}

/**
 * The framing's part of a segment's identity (its kept segment key): the choice, and the focus
 * when it is not the centre (`fill_f300_500`). `auto` may resolve to `fill`, so its focus counts too.
 */
export function framingKeyPart(choice: FramingChoice, focus: FocusPoint = CENTRE_FOCUS): string {
  if (isCentreFocus(focus)) return choice;
  const { x, y } = roundFocus(focus);
  return `${choice}_f${Math.round(x * 1000)}_${Math.round(y * 1000)}`;
}
