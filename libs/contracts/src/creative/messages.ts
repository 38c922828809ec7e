import { FRAMING_CHOICES } from './framing-modes';
import { PLACEMENT_NAMES } from './placements';
import type { UploadSection } from './sections';

/*
 * What the services answer when a job's sections, placements or framing are wrong. The web app
 * shows the same words before anything is sent, so a customer reads one sentence for one problem.
 */

/** A job needs at least one clip in every section (docs/product-rules.md#sections-and-clips). */
export const REQUIRED_SECTION_MESSAGES = {
  intro: 'At least one intro video is required',
  body: 'At least one body video is required',
  cta: 'At least one CTA video is required',
} as const satisfies Record<UploadSection, string>;

export const PLACEMENT_CHOICE_MESSAGE = `placement must be one of ${PLACEMENT_NAMES.join(', ')}`;

export const FRAMING_CHOICE_MESSAGE = `framing must be one of ${FRAMING_CHOICES.join(', ')}`;

/** An upload's placements field with a name that is no placement. */
export function unknownPlacementsMessage(value: string): string {
  return `Unknown placements "${value}": choose from ${PLACEMENT_NAMES.join(', ')}`;
}

/** An upload's framing field that names no framing. */
export function unknownFramingMessage(value: string): string {
  return `Unknown framing "${value}": choose from ${FRAMING_CHOICES.join(', ')}`;
}
