import { LimitMessages, planFromPaidFlag, type TextVariant } from '@reelmix/contracts/browser';
import type { ToastOptions } from '@reelmix/ui';
import { newTextLine, type TextLine } from '../combination-plan/text-lines';
import type { UploadLimits } from './upload-limits';

export interface TextsAdmission {
  lines: TextLine[];
  /** The plan's limit, said when texts were left out; null when all were taken. */
  notice: ToastOptions | null;
}

/**
 * Texts the upload page was opened with, as the Text section's lines: the first ones the plan
 * allows (a free buyer starting from a Pro job's texts keeps as many as free holds), with the
 * limit the section itself states once it is full.
 */
export function admitSeedTexts(texts: readonly TextVariant[], limits: UploadLimits): TextsAdmission {
  const lines = texts.slice(0, limits.maxTexts).map((variant) => newTextLine(variant));
  if (lines.length === texts.length) return { lines, notice: null };
  return {
    lines,
    notice: { title: 'Too Many Texts', description: LimitMessages.textLimit(planFromPaidFlag(limits.isPro)), variant: 'destructive' },
  };
}
