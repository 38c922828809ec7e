import type { JobView } from '@reelmix/contracts';
import {
  ANALYSIS_SECTIONS,
  type AnalysisReport,
  type AnalysisSection,
  type LibraryClip,
  type ReportSection,
  SECTIONS,
  type UploadSection,
} from '@reelmix/contracts/browser';
import { currentJobClips } from '../job-clips/job-clips';
import type { LibrarySeed } from '../upload/library-seed';
import { type WinnerTexts, winnerTexts } from './winner-texts';

/** The report calls the job's intro section "hook". */
const REPORT_SECTION: Record<UploadSection, ReportSection> = { intro: 'hook', body: 'body', cta: 'cta' };

/** Whether any section, texts and placements included, has a winner worth acting on. */
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
  /** The parts whose winner is kept alone, in report order ('text' when a text won); the others keep all theirs. */
  decided: AnalysisSection[];
  /** What the new job draws on its hooks; null for a job without texts. */
  texts: WinnerTexts | null;
}

/** The parts of a combination that won, in report order: clip sections by their report name, and the text. */
function decidedParts(report: AnalysisReport, texts: WinnerTexts | null): AnalysisSection[] {
  return ANALYSIS_SECTIONS.filter((section) => {
    if (section === 'text') return texts?.kind === 'won';
    return section !== 'placement' && report.sections[section].winner !== null;
  });
}

/**
 * A new job made of each decided section's winner and, for the undecided sections, every clip the
 * job still tests, all taken from the library, with the winning text or all of the job's texts.
 * Null when any clip is not in the library (a clip stored before ids were kept, or one deleted
 * since): a new job missing a clip would answer a different question, so the caller offers adding
 * clips to this job instead. Null too when only the placement won: no part of the combinations
 * changes, so the page names the placement and offers adding clips.
 */
export function planWinnersJob(job: JobView, report: AnalysisReport, library: readonly LibraryClip[]): WinnerPlan | null {
  const byId = new Map(library.map((clip) => [clip.id, clip]));
  const seeds: LibrarySeed[] = [];
  for (const section of SECTIONS) {
    for (const position of keptPositions(job, report, section)) {
      const clipId = job.clipIds?.[section][position - 1] ?? null;
      const clip = clipId === null ? undefined : byId.get(clipId);
      if (!clip) return null;
      seeds.push({ section, clip });
    }
  }
  const texts = winnerTexts(job, report);
  const decided = decidedParts(report, texts);
  return decided.length === 0 && texts?.kind !== 'none-won' ? null : { seeds, decided, texts };
}
