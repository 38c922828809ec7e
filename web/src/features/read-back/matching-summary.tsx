import type { AnalysisReport } from '@reelmix/contracts/browser';
import { useId } from 'react';
import { CollapsibleNameList } from './collapsible-name-list';
import { formatCount } from './format-figures';
import { SOURCE_LABELS } from './report-labels';

/**
 * How well the export's rows were matched to the job's outputs: figures are only as good as the
 * matching, so what was left over on either side is listed by name.
 */
export function MatchingSummary({ report }: { report: AnalysisReport }) {
  const headingId = useId();
  const { matching } = report;
  return (
    <section className="read-back-section read-back-matching" aria-labelledby={headingId}>
      <h2 id={headingId} className="read-back-section__title">
        Matching
      </h2>
      <p>
        Read as a {SOURCE_LABELS[report.source]}. <strong>{formatCount(matching.matchedRows)}</strong> of {formatCount(matching.rows)}{' '}
        {matching.rows === 1 ? 'row' : 'rows'} matched a video of this job.
      </p>
      {matching.matchedRows === 0 ? (
        <p className="read-back-note" role="status">
          No row matched: the ad names must contain the video file names as the download names them (for example
          h1-b1-c1_9x16.mp4).
        </p>
      ) : null}
      <CollapsibleNameList title="Rows that matched no video" names={matching.unmatchedRows} />
      <CollapsibleNameList title="Videos with no row" names={matching.outputsWithoutRows} />
    </section>
  );
}
