import type { JobPlanView } from '@reelmix/contracts';
import { acceptedCombinations, type SectionFiles } from './upload-sections';

/** What the buyer has put together before the upload: the clips, and how many lines of text go on the hooks. */
export interface ChosenParts {
  files: SectionFiles;
  texts: number;
}

/** What the combination banner states. */
export interface BannerCounts {
  combinations: number;
  videos: number;
  placements: number;
  maxCombinations: number;
}

/**
 * Before the upload, what the chosen clips and texts would make. Once the job exists its plan is the one
 * source, as for the plan's summary and the Render button: it counts the texts drawn on the hooks
 * and leaves out what the rules, the budget or a balanced test do.
 */
export function bannerCounts(chosen: ChosenParts, placements: number, maxCombinations: number, plan?: JobPlanView): BannerCounts {
  if (plan) {
    return { combinations: plan.counts.chosen, videos: plan.counts.outputs, placements: plan.counts.placements, maxCombinations: plan.maxCombinations };
  }
  const combinations = acceptedCombinations(chosen.files, chosen.texts);
  return { combinations, videos: combinations * placements, placements, maxCombinations };
}
