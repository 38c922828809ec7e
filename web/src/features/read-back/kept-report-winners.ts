import { REPORT_SECTIONS, type JobReportSummary, type ReportSection } from '@reelmix/contracts/browser';
import { SECTION_PART } from './report-labels';

export interface NamedWinner {
  section: ReportSection;
  /** "Hook", "Placement". */
  part: string;
  /** The winning clip's source name, or the placement. */
  name: string;
}

/** The sections a kept report names a winner for, in the report's order. */
export function keptWinners(report: Pick<JobReportSummary, 'winners'>): NamedWinner[] {
  return REPORT_SECTIONS.flatMap((section) => {
    const name = report.winners?.[section] ?? null;
    return name === null ? [] : [{ section, part: SECTION_PART[section], name }];
  });
}
