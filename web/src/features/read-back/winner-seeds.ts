import type { JobView } from '@reelmix/contracts';
import { type AnalysisReport, type LibraryClip, type ReportSection, SECTIONS, type UploadSection } from '@reelmix/contracts/browser';
import { currentJobClips } from '../job-clips/job-clips';
import type { LibrarySeed } from '../upload/library-seed';

/** The report calls the job's intro section "hook". */
const REPORT_SECTION: Record<UploadSection, ReportSection> = { intro: 'hook', body: 'body', cta: 'cta' };

/** Whether any section, placements included, has a winner worth acting on. */
export function hasAnyWinner(report: AnalysisReport): boolean {
  return Object.values(report.sections).some((section) => section.winner !== null);
}

/** The positions a new job keeps per section: the winner alone, or every clip still in the test. */
function keptPositions(job: JobView, report: AnalysisReport, section: UploadSection): number[] {
  const sectionReport = report.sections[REPORT_SECTION[section]];
  const winner = sectionReport.winner === null ? undefined : sectionReport.parts.find((part) => part.name === sectionReport.winner);
  if (winner) return [winner.position];
  return currentJobClips(job)[section].map((clip) => clip.position);
}

export interface WinnerPlan {
  /** The library clips the upload page starts with, in upload order per section. */
  seeds: LibrarySeed[];
  /** Sections whose winner is kept alone; the others keep all their clips. */
  decided: UploadSection[];
}

/**
 * A new job made of each decided section's winner and, for the undecided sections, every clip the
 * job still tests, all taken from the library. Null when any of them is not in the library (a clip
 * stored before ids were kept, or one deleted since): a new job missing a clip would answer a
 * different question, so the caller offers adding clips to this job instead.
 */
export function planWinnersJob(job: JobView, report: AnalysisReport, library: readonly LibraryClip[]): WinnerPlan | null {
  const byId = new Map(library.map((clip) => [clip.id, clip]));
  const seeds: LibrarySeed[] = [];
  const decided: UploadSection[] = [];
  for (const section of SECTIONS) {
    if (report.sections[REPORT_SECTION[section]].winner !== null) decided.push(section);
    for (const position of keptPositions(job, report, section)) {
      const clipId = job.clipIds?.[section][position - 1] ?? null;
      const clip = clipId === null ? undefined : byId.get(clipId);
      if (!clip) return null;
      seeds.push({ section, clip });
    }
  }
  return decided.length === 0 ? null : { seeds, decided };
}
