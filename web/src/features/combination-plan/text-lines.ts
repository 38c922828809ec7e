import type { TextVariant } from '@reelmix/contracts';
import { normaliseTextVariant, textVariantProblem, textVariantsProblem } from '@reelmix/contracts/browser';

/** One line as the buyer types it; `key` keeps its inputs in place when a line above is removed. */
export interface TextLine {
  key: number;
  text: string;
  label: string;
}

let nextKey = 0;

export function newTextLine(variant: TextVariant = { text: '' }): TextLine {
  nextKey += 1;
  return { key: nextKey, text: variant.text, label: variant.label ?? '' };
}

/** A line as it is saved: the text normalised as the server stores it, an empty label as none. */
export function variantOf(line: TextLine): TextVariant {
  const label = line.label.trim();
  return { text: normaliseTextVariant(line.text), label: label === '' ? null : label };
}

/** Why this line's text cannot be drawn, or why its label cannot be used; null when it can be saved. */
export function lineProblem(line: TextLine): string | null {
  const variant = variantOf(line);
  return textVariantProblem(variant.text) ?? textVariantsProblem([variant]);
}

/** The lines as the plan saves them, or the first reason they cannot be: a line's own, then the set's (two alike). */
export function savedTexts(lines: readonly TextLine[]): { texts: TextVariant[]; problem: null } | { texts: null; problem: string } {
  const texts = lines.map(variantOf);
  const problem = textVariantsProblem(texts);
  return problem ? { texts: null, problem } : { texts, problem: null };
}

