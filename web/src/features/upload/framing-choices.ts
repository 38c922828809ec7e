import type { FramingChoice } from '@reelmix/contracts';

/**
 * How each clip is put into a placement's frame, in the order offered. Keyed by the contracts'
 * FramingChoice, so a choice added to or dropped from FRAMING_CHOICES fails the build here; the
 * list itself cannot be imported, since its file brings class-validator into the browser.
 */
export const FRAMING_LABELS: Record<FramingChoice, string> = {
  auto: 'Auto: fill when little would be cropped, blur otherwise',
  fill: 'Fill: cover the frame, cropping the edges',
  blur: 'Blur: the whole clip over a blurred copy of itself',
  fit: 'Fit: the whole clip with black bars',
};

// Sound: the literal above is checked to have exactly FramingChoice's keys.
export const FRAMING_OPTIONS = Object.keys(FRAMING_LABELS) as FramingChoice[];

/** The server's own default (contracts DEFAULT_FRAMING), preselected so an untouched choice changes nothing. */
export const DEFAULT_FRAMING = 'auto' satisfies FramingChoice;
