/*
 * How a clip is put into a placement's frame, chosen per job and overridable per clip:
 *   fill  scale to cover the frame and crop, around a focus point (default the centre);
 *   blur  the whole clip fitted over a blurred, darkened, scaled-to-cover copy of itself;
 *   fit   the whole clip with bars.
 * `auto` is the render's rule for the clip's shape (libs/media `defaultFramingMode`). The resolved
 * mode is part of a kept segment's identity, so a mode's name never changes.
 */

export const FRAMING_MODES = ['fill', 'blur', 'fit'] as const;
export type FramingMode = (typeof FRAMING_MODES)[number];

/** What a job or a clip may ask for, in the order the apps offer them. */
export const FRAMING_CHOICES = ['auto', ...FRAMING_MODES] as const;
export type FramingChoice = (typeof FRAMING_CHOICES)[number];

export const DEFAULT_FRAMING: FramingChoice = 'auto';

/** What a normalise task without a framing (sent before there was a choice) made: bars. */
export const FRAMING_BEFORE_CHOICE: FramingChoice = 'fit';

export function isFramingChoice(value: unknown): value is FramingChoice {
  return (FRAMING_CHOICES as readonly unknown[]).includes(value);
}
