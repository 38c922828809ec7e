import { ANALYSIS_SECTIONS, type AnalysisSection, type JobReportSummary } from '@reelmix/contracts/browser';
import { SECTION_PART } from './report-labels';

export interface NamedWinner {
  section: AnalysisSection;
  /** "Hook", "Text", "Placement". */
  part: string;
  /** The winning clip's source name, the text's label or text, or the placement. */
  name: string;
}

/** The sections a kept report names a winner for, in the report's order (a text after the hook it is drawn on). */
export function keptWinners(report: Pick<JobReportSummary, 'winners'>): NamedWinner[] {
  return ANALYSIS_SECTIONS.flatMap((section) => {
    const name = report.winners?.[section] ?? null;
    return name === null ? [] : [{ section, part: SECTION_PART[section], name }];
  });
}
