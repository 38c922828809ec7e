import { type CombinationParts, SECTIONS, type UploadSection } from '@reelmix/contracts/browser';
import { CombinationPlanError } from './combination-plan.errors';
import { OUTPUT_FPS } from './media-limits';
import { planSegment } from './normalise-args';

/*
 * A length budget for the finished ads, `min-max` in seconds, both ends included. A combination's
 * length is that of its parts as rendered: each part becomes a whole number of 1/30 s frames
 * (planSegment's rounding), so the length judged here is the output's own, not the sources'.
 * A text variant is drawn over the hook and changes no length: only the clips are counted.
 */

export interface DurationBudget {
  minSec: number;
  maxSec: number;
}

/** Each clip's own length in seconds (its probe's duration), by section and position - 1. */
export type PartDurations = Readonly<Record<UploadSection, readonly number[]>>;

const BUDGET_FORM = /^(\d+(?:\.\d+)?)\s*-\s*(\d+(?:\.\d+)?)$/;

export function parseDurationBudget(text: string): DurationBudget {
  const match = BUDGET_FORM.exec(text.trim());
  if (!match) throw new CombinationPlanError('invalid-duration-budget', `Duration budget "${text}" is not understood: write min-max in seconds, e.g. 9-15 or 7.5-15`);
  const minSec = Number(match[1]);
  const maxSec = Number(match[2]);
  if (minSec > maxSec) throw new CombinationPlanError('invalid-duration-budget', `Duration budget "${text}" starts after it ends: write the shorter length first`);
  return { minSec, maxSec };
}

/** Frames of a part made from a clip of this length; the normalising encode makes exactly these. */
export function renderedFrames(sourceSec: number): number {
  // planSegment reads only the duration (duration-budget.spec.ts holds the two together).
  return planSegment({ durationSec: sourceSec }).frames;
}

/** Length in seconds of the output joined from these parts. */
export function combinationDurationSec(parts: CombinationParts, durations: PartDurations): number {
  return combinationFrames(parts, durations) / OUTPUT_FPS;
}

export function withinDurationBudget(parts: CombinationParts, durations: PartDurations, budget: DurationBudget): boolean {
  const frames = combinationFrames(parts, durations);
  // Compared in whole frames, so 9.1 s (273 frames) is inside 9.1-15 whatever 9.1 * 30 rounds to.
  return frames >= Math.ceil(budget.minSec * OUTPUT_FPS - 1e-6) && frames <= Math.floor(budget.maxSec * OUTPUT_FPS + 1e-6);
}

export function describeDurationBudget(budget: DurationBudget): string {
  return `${budget.minSec}-${budget.maxSec} s`;
}

function combinationFrames(parts: CombinationParts, durations: PartDurations): number {
  let frames = 0;
  for (const section of SECTIONS) {
    const sourceSec = durations[section][parts[section] - 1];
    if (sourceSec === undefined || !Number.isFinite(sourceSec)) throw new RangeError(`no duration for ${section} ${parts[section]}`);
    frames += renderedFrames(sourceSec);
  }
  return frames;
}
