import { ambiguousRowsMessage } from '@reelmix/analysis';
import { type AnalysisReport, counted } from '@reelmix/contracts/browser';
import { useId } from 'react';
import { CollapsibleNameList } from './collapsible-name-list';
import { formatCount } from './format-figures';
import { SOURCE_LABELS } from './report-labels';

/** "week-2.csv, read as a Meta Ads Manager export.", or "Read with your column mapping." without a file name. */
function readAs(source: AnalysisReport['source'], fileName: string | null): string {
  const how = SOURCE_LABELS[source];
  return fileName ? `${fileName}, ${how}.` : `${how.charAt(0).toUpperCase()}${how.slice(1)}.`;
}

/**
 * How well the export's rows were matched to the job's outputs: figures are only as good as the
 * matching, so what was left over on either side is listed by name.
 */
export function MatchingSummary({ report, fileName }: { report: AnalysisReport; fileName: string | null }) {
  const headingId = useId();
  const { matching } = report;
  return (
    <section className="read-back-section read-back-matching" aria-labelledby={headingId}>
      <h2 id={headingId} className="read-back-section__title">
        Matching
      </h2>
      <p>
        {readAs(report.source, fileName)} <strong>{formatCount(matching.matchedRows)}</strong> of {formatCount(matching.rows)}{' '}
        {matching.rows === 1 ? 'row' : 'rows'} matched a video of this job.
        {matching.otherJobsRows ? ` ${counted(matching.otherJobsRows, 'row names', 'rows name')} a video of another of your jobs and ${matching.otherJobsRows === 1 ? 'was' : 'were'} left to that job.` : ''}
      </p>
      {matching.ambiguousRows && matching.ambiguousRows.length > 0 ? <p className="read-back-problem">{ambiguousRowsMessage(matching.ambiguousRows.length)}</p> : null}
      <CollapsibleNameList title="Rows that matched no video" names={matching.unmatchedRows} />
      <CollapsibleNameList title="Rows that fit more than one video" names={matching.ambiguousRows ?? []} />
      <CollapsibleNameList title="Videos with no row" names={matching.outputsWithoutRows} />
    </section>
  );
}
