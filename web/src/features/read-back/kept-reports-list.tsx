import type { JobReportSummary } from '@reelmix/contracts/browser';
import { Badge, Button } from '@reelmix/ui';
import { useId } from 'react';
import { formatDateTime } from '../dashboard/format-date';
import { formatCount } from './format-figures';
import { keptWinners } from './kept-report-winners';
import { METRIC_LABELS } from './report-labels';

export interface KeptReportsListProps {
  reports: readonly JobReportSummary[];
  /** The kept report on screen. */
  shownId: string | null;
  openingId: string | null;
  onOpen: (report: JobReportSummary) => void;
  onDelete: (report: JobReportSummary) => void;
}

/** "Hook: intro-2.mp4 · Placement: 9:16", or that no section has a winner yet. */
function winnersLine(report: JobReportSummary): string {
  const winners = keptWinners(report);
  return winners.length === 0 ? 'No winner yet' : winners.map((winner) => `${winner.part}: ${winner.name}`).join(' · ');
}

/** The exports read back for this job, newest first, each to be shown again or deleted. */
export function KeptReportsList({ reports, shownId, openingId, onOpen, onDelete }: KeptReportsListProps) {
  const headingId = useId();
  return (
    <section className="read-back-section read-back-kept" aria-labelledby={headingId}>
      <h2 id={headingId} className="read-back-section__title">
        Reports kept for this job
      </h2>
      <ul className="read-back-kept__list">
        {reports.map((report) => {
          const shown = report.id === shownId;
          return (
            <li key={report.id} className="read-back-kept__item" aria-current={shown ? 'true' : undefined} aria-label={report.fileName}>
              <div className="read-back-kept__facts">
                <p className="read-back-kept__name">
                  <strong>{report.fileName}</strong> {shown ? <Badge>Shown</Badge> : null}
                </p>
                <p className="read-back-note">
                  <time dateTime={report.createdAt}>{formatDateTime(report.createdAt)}</time> · {formatCount(report.matchedRows)} of{' '}
                  {formatCount(report.rows)} {report.rows === 1 ? 'row' : 'rows'} matched · compared on {METRIC_LABELS[report.metric]}
                </p>
                <p className="read-back-kept__winners">{winnersLine(report)}</p>
              </div>
              <div className="read-back-kept__actions">
                <Button variant="outline" size="sm" loading={openingId === report.id} onClick={() => onOpen(report)}>
                  Open
                </Button>
                <Button variant="ghost" size="sm" onClick={() => onDelete(report)}>
                  Delete
                </Button>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
