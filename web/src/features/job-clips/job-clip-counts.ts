import type { JobView } from '@reelmix/contracts';
import { SECTIONS, type UploadSection } from '@reelmix/contracts/browser';
import type { BannerCounts } from '../upload/banner-counts';
import type { HeldClips } from '../upload/upload-limits';
import { combinationsOf, type SectionFiles } from '../upload/upload-sections';
import type { JobClip } from './job-clips';

/**
 * The lines of text the job draws on its hooks. Clips added to it are drawn with every one of them,
 * so they count towards its combinations here exactly as texts written on the upload page do.
 */
export function jobTextCount(job: JobView): number {
  return job.texts?.length ?? 0;
}

/** The clips the job uses now, per section: what the added clips count on top of. */
export function heldClipsOf(current: Record<UploadSection, JobClip[]>): HeldClips {
  return { intro: current.intro.length, body: current.body.length, cta: current.cta.length };
}

/** What the job will hold once the added clips are in. */
export interface JobAfterAdding {
  /** Clips per section, the job's own and the added ones. */
  clips: Record<UploadSection, number>;
  /** Sections that would still hold no clip (the server keeps one in each, so normally none). */
  missing: UploadSection[];
  /** All the job's combinations with its texts: the count the plan's combination limit is checked against. */
  combinations: number;
}

/** The job's clips and texts with the added clips, counted by the same rule as the upload page and its drop checks. */
export function jobAfterAdding(held: HeldClips, added: SectionFiles, texts: number): JobAfterAdding {
  const clips = Object.fromEntries(SECTIONS.map((section) => [section, held[section] + added[section].length])) as Record<UploadSection, number>;
  const missing = SECTIONS.filter((section) => clips[section] === 0);
  return { clips, missing, combinations: missing.length > 0 ? 0 : combinationsOf(clips, texts) };
}

/** The banner's counts for the job after adding: every combination in each of the job's placements. */
export function addClipsBannerCounts(after: JobAfterAdding, placements: number, maxCombinations: number): BannerCounts {
  return { combinations: after.combinations, videos: after.combinations * placements, placements, maxCombinations };
}
