import { REPORT_SECTIONS, type AnalysisReport } from '@reelmix/contracts/browser';
import { HookBodyHeatMap } from './hook-body-heat-map';
import { MatchingSummary } from './matching-summary';
import { ReportVerdicts } from './report-verdicts';
import { SectionReportCard } from './section-report-card';

/** The whole read-back: every section's verdict in brief, how the rows matched, each section's verdict and figures, then the hook x body grid. */
export function AnalysisReportView({ report, fileName = null }: { report: AnalysisReport; fileName?: string | null }) {
  return (
    <div className="read-back-report">
      <ReportVerdicts report={report} />
      <MatchingSummary report={report} fileName={fileName} />
      {REPORT_SECTIONS.map((section) => (
        <SectionReportCard key={section} section={section} report={report.sections[section]} metric={report.metric} currency={report.currency} />
      ))}
      <HookBodyHeatMap grid={report.hookBodyCtr} />
    </div>
  );
}
