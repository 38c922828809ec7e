import { ValidateBy, type ValidationOptions } from 'class-validator';
import { CLIP_LABEL_MESSAGE, isClipLabel } from './clip-label';

/**
 * A request or event field holding a stored clip label (`isClipLabel`). Kept out of the creative
 * index, which the browser entry exports: validators must not reach a browser bundle.
 */
export function IsClipLabel(options?: ValidationOptions) {
  return ValidateBy({ name: 'isClipLabel', validator: { validate: (value: unknown) => isClipLabel(value), defaultMessage: () => CLIP_LABEL_MESSAGE } }, options);
}
