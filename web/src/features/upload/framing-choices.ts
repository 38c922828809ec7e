import type { FramingChoice } from '@reelmix/contracts/browser';

/**
 * How each clip is put into a placement's frame, in full, for the upload form (offered in the
 * contracts' FRAMING_CHOICES order). Keyed by FramingChoice, so a choice added to or dropped from
 * the contracts fails the build here.
 */
export const FRAMING_LABELS: Record<FramingChoice, string> = {
  auto: 'Auto: fill when little would be cropped, blur otherwise',
  fill: 'Fill: cover the frame, cropping the edges',
  blur: 'Blur: the whole clip over a blurred copy of itself',
  fit: 'Fit: the whole clip with black bars',
};
