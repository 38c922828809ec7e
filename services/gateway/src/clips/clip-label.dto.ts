import { CLIP_LABEL_MESSAGE, type ClipLabelChange, clipLabelFrom } from '@reelmix/contracts';
import { ValidateBy } from 'class-validator';

/** `PATCH /api/clips/{id}`: the label as typed (trimmed here; blank or null clears it). */
export class ClipLabelBody implements ClipLabelChange {
  @ValidateBy({
    name: 'isTypedClipLabel',
    validator: {
      validate: (value: unknown) => value === null || (typeof value === 'string' && clipLabelFrom(value) !== undefined),
      defaultMessage: () => CLIP_LABEL_MESSAGE,
    },
  })
  label!: string | null;
}
