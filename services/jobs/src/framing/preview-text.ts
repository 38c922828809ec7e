import { type CombinationPlanSettings, DomainError, ErrorCode, PREVIEW_TEXT_MESSAGES, type TextStyle } from '@reelmix/contracts';
import type { JobClip } from '../jobs/job-clip.entity';
import { textsOf, textStyleOf } from '../plan/job-texts';

/*
 * The text a framing preview draws on a hook: one of the job's texts, by its position in the
 * plan, in the job's style, as the render draws it. Only hooks carry a text in a render, so a
 * preview of a body or CTA with one would show a video that is never made.
 */

const refused = (message: string) => new DomainError(ErrorCode.ValidationFailed, message);

/** The text at `position` (1-based) of the job's plan with its style; none asked for draws none. */
export function previewTextOf(
  plan: Pick<CombinationPlanSettings, 'texts' | 'textStyle'>,
  clip: Pick<JobClip, 'section'>,
  position: number | undefined,
): { text: string; style: TextStyle } | undefined {
  if (position === undefined) return undefined;
  if (clip.section !== 'intro') throw refused(PREVIEW_TEXT_MESSAGES.notAHook(clip.section));
  const texts = textsOf(plan);
  if (texts.length === 0) throw refused(PREVIEW_TEXT_MESSAGES.noTexts);
  const variant = texts[position - 1];
  if (!variant) throw refused(PREVIEW_TEXT_MESSAGES.notAText(position, texts.length));
  return { text: variant.text, style: textStyleOf(plan) };
}
