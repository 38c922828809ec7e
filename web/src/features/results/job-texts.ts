import type { JobView } from '@reelmix/contracts';
import { textDisplayName, type TextVariant } from '@reelmix/contracts/browser';

/** The job's texts in order; empty for a job without (every job made before texts). */
export function jobTexts(job: Pick<JobView, 'texts'>): TextVariant[] {
  return job.texts ?? [];
}

/** The customer's name of the text at a 1-based position: its label, else the text; `T2` when the job view does not list it. */
export function textName(job: Pick<JobView, 'texts'>, position: number): string {
  const variant = jobTexts(job)[position - 1];
  return variant ? textDisplayName(variant) : `T${position}`;
}
