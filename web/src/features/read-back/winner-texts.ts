import type { JobView } from '@reelmix/contracts';
import { type AnalysisReport, DEFAULT_TEXT_STYLE } from '@reelmix/contracts/browser';
import type { SeedTexts } from '../upload/library-seed';

/** What a new job made of the winners does with the texts of a job that drew them. */
export type WinnerTexts =
  /** A text won: the new job draws it alone, in this job's style. */
  | { kind: 'won'; seed: SeedTexts }
  /** The ads without text beat the texts (a job whose texts came after some of its videos): the new job draws none. */
  | { kind: 'none-won' }
  /** No text won yet: the new job tests all of them again, as undecided clips are. */
  | { kind: 'kept'; seed: SeedTexts };

/**
 * The texts of the next job, read from the report's text section; null for a job without texts.
 * A report without a text section (kept before the job had texts) decides none, so all are kept.
 */
export function winnerTexts(job: JobView, report: AnalysisReport): WinnerTexts | null {
  const texts = job.texts ?? [];
  if (texts.length === 0) return null;
  // The plan draws its texts in the default style until one is chosen, so a job without one uses that.
  const textStyle = job.textStyle ?? DEFAULT_TEXT_STYLE;
  const section = report.sections.text;
  const winner = section && section.winner !== null ? section.parts.find((part) => part.name === section.winner) : undefined;
  // Position 0 is the report's part for the videos that carry no text.
  if (winner?.position === 0) return { kind: 'none-won' };
  const variant = winner ? texts[winner.position - 1] : undefined;
  if (variant) return { kind: 'won', seed: { texts: [variant], textStyle } };
  return { kind: 'kept', seed: { texts: [...texts], textStyle } };
}

/** The texts the upload page starts with: the winner, or all of them; null when the new job draws none. */
export function nextJobTexts(texts: WinnerTexts | null): SeedTexts | null {
  return texts === null || texts.kind === 'none-won' ? null : texts.seed;
}
