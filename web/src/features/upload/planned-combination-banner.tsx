import type { UploadSection } from '@reelmix/contracts/browser';
import { useJobPlan } from '../combination-plan/use-job-plan';
import { bannerCounts } from './banner-counts';
import { CombinationBanner } from './combination-banner';
import type { SectionFiles } from './upload-sections';

export interface PlannedCombinationBannerProps {
  /** The uploaded job, whose plan the review below edits. */
  jobId: string;
  files: SectionFiles;
  /** Lines of text written with the upload, counted until the plan is in. */
  texts: number;
  missing: readonly UploadSection[];
  placements: number;
  maxCombinations: number;
}

/**
 * The banner while a job is reviewed or rendered: the plan's counts, shared with the review (one
 * query), so texts added below count here too; the clips' and texts' own counts stand in until it is in, or
 * if it cannot be loaded (the job then renders every combination).
 */
export function PlannedCombinationBanner({ jobId, files, texts, missing, placements, maxCombinations }: PlannedCombinationBannerProps) {
  const { plan } = useJobPlan(jobId);
  return <CombinationBanner {...bannerCounts({ files, texts }, placements, maxCombinations, plan)} missing={missing} />;
}
