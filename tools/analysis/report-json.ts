import type { AnalysisReport, ReportSection, SectionReport } from '@reelmix/contracts';
import { SECTIONS } from './report-format';

/*
 * What `--json` prints: the report's sections (winner, verdict, parts) and the matching, source,
 * metric and totals. Scripts read `sections.hook.winner`, so the shape is picked field by field
 * rather than dumping the report, which keeps what the app alone uses out of the script contract.
 */

export interface AnalysisJson {
  sections: Record<ReportSection, Pick<SectionReport, 'winner' | 'verdict' | 'parts'>>;
  matching: AnalysisReport['matching'];
  source: AnalysisReport['source'];
  metric: AnalysisReport['metric'];
  totals: AnalysisReport['totals'];
}

export function analysisJson(report: AnalysisReport): AnalysisJson {
  const sections = Object.fromEntries(
    SECTIONS.map((section) => {
      const { winner, verdict, parts } = report.sections[section];
      return [section, { winner, verdict, parts }];
    }),
  ) as AnalysisJson['sections'];
  return { sections, matching: report.matching, source: report.source, metric: report.metric, totals: report.totals };
}
