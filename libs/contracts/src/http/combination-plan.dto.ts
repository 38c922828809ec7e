import type { TextStyle, TextVariant } from '../creative/text-variants';

/*
 * Which combinations a job renders, chosen before it starts (customer API, docs/api.md): rules
 * that leave pairs out, a length budget, a balanced subset, the output names' template, and the
 * lines of text drawn on the hooks, each a part of the test (hooks x texts x bodies x CTAs).
 */

export interface CombinationPlanSettings {
  /** Written rules: `h2-b3` (hook 2 never with body 3; also `b1-c2`, `h1-c3`) and `c1-only-b1` (CTA 1 only with body 1). */
  exclusions: string[];
  /** Outputs shorter or longer than this are left out, in seconds, both ends included; null for none. */
  duration: { minSec: number; maxSec: number } | null;
  /** Render this many of the allowed combinations, every part and pair as evenly as possible; null for all. */
  balanced: number | null;
  /** Output names: `{hook}`, `{body}`, `{cta}`, `{text}` (names), `{h}`, `{t}`, `{b}`, `{c}` (numbers), `{ratio}` (`9x16`). */
  nameTemplate: string;
  /** Lines drawn on every hook, each a part of the test (contracts text-variants.ts); empty or absent for none. */
  texts?: TextVariant[];
  /** How the texts are drawn; DEFAULT_TEXT_STYLE when absent or null. */
  textStyle?: TextStyle | null;
}

export interface PlannedCombinationView {
  /** 1-based positions in upload order. */
  intro: number;
  body: number;
  cta: number;
  /** The text's 1-based position in the plan's texts; absent when the job has none. */
  text?: number;
  /** Length of the output as rendered (whole frames), seconds. */
  lengthSec: number;
  chosen: boolean;
  /** Already rendered in every placement (a job that took more clips): not made again. */
  rendered: boolean;
  /** Why it is left out: `rule` (with the rules' written forms), `duration` or `balanced`; null when chosen. */
  leftOut: { reason: 'rule'; rules: string[] } | { reason: 'duration' } | { reason: 'balanced' } | null;
}

/** `GET /api/jobs/{id}/plan`, and the answer of `PUT /api/jobs/{id}/plan` (a CombinationPlanSettings). */
export interface JobPlanView {
  jobId: string;
  /** Settings can change until processing starts. */
  editable: boolean;
  settings: CombinationPlanSettings;
  /** Every intro x body x cta, intro slowest. */
  combinations: PlannedCombinationView[];
  /** `outputs`: what the chosen combinations make in all; `toRender`: those the job does not have yet, what a start renders. */
  counts: { all: number; chosen: number; placements: number; outputs: number; toRender: number };
  /** The plan's most combinations per job; `chosen` must not exceed it. */
  maxCombinations: number;
  /** The names the first chosen combination gets, one per placement: what the template makes. */
  exampleNames: string[];
}
