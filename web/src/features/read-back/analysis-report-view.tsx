import { sectionsOfReport, type AnalysisReport } from '@reelmix/contracts/browser';
import { HookBodyHeatMap } from './hook-body-heat-map';
import { MatchingSummary } from './matching-summary';
import { ReportVerdicts } from './report-verdicts';
import { SectionReportCard } from './section-report-card';

/** The whole read-back: every section's verdict in brief, how the rows matched, each section's verdict and figures (texts after hooks when the job drew any), then the hook x body grid. */
export function AnalysisReportView({ report, fileName = null }: { report: AnalysisReport; fileName?: string | null }) {
  return (
    <div className="read-back-report">
      <ReportVerdicts report={report} />
      <MatchingSummary report={report} fileName={fileName} />
      {sectionsOfReport(report).map(({ section, report: sectionReport }) => (
        <SectionReportCard key={section} section={section} report={sectionReport} metric={report.metric} currency={report.currency} />
      ))}
      <HookBodyHeatMap grid={report.hookBodyCtr} />
    </div>
  );
}
