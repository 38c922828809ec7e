import type { JobView } from '@reelmix/contracts';
import { counted } from '@reelmix/contracts/browser';
import { Button, buttonClassName } from '@reelmix/ui';
import { useState } from 'react';
import { jobArchiveUrl } from '../../api/jobs';
import { PublishAsAdsButton } from '../publishing/components/publish-as-ads-button';
import { ctaClipsOf } from '../publishing/cta-clips';
import { OutputFilters } from '../results/output-filters';
import { OutputRow } from '../results/output-row';
import { OutputSelectionBar } from '../results/output-selection-bar';
import { useOutputMatrix } from '../results/use-output-matrix';
import { useShownOutputs } from './use-shown-outputs';
import './jobs.css';

/** Players load their first frame as they appear; a big job is shown a page at a time. */
const PAGE_SIZE = 12;

export interface JobResultsProps {
  job: JobView;
}

/**
 * A job's finished outputs, each with a player and its own download: while the job is processing
 * they appear one by one as they are stored; once it is completed, one zip of them all is offered
 * too, and, when the server says what each output was made of, filters, a sort and a zip of a selection.
 */
export function JobResults({ job }: JobResultsProps) {
  const [pageEnd, setPageEnd] = useState(PAGE_SIZE);
  const shown = useShownOutputs(job.outputVideos);
  const matrix = useOutputMatrix(job, shown);
  const completed = job.status === 'completed';
  // Filters and selection only once the set is final; an older server does not describe outputs.
  const picking = completed && job.outputs !== undefined;

  if (shown.length === 0) return completed ? <p className="job-results__empty">No videos were produced for this job.</p> : null;

  // Without filters chosen (always so before completion) this is every shown output in shown order.
  const rows = matrix.rows;
  const remaining = rows.length - pageEnd;
  return (
    <div className="job-results">
      <div className="job-results__header">
        <p className="job-results__count">
          {counted(shown.length, 'video')} ready
        </p>
        {/* The zip is built from the finished job, so it is offered only once every output is in; so is publishing them as ads. */}
        {completed && (
          <div className="job-results__actions">
            <PublishAsAdsButton jobId={job.id} videoCount={shown.length} ctaClips={ctaClipsOf(job)} />
            <a href={jobArchiveUrl(job.id)} download className={buttonClassName({ size: 'sm' })}>
              Download all <span className="rm-visually-hidden">videos as a zip</span>
            </a>
          </div>
        )}
      </div>
      {picking && (
        <>
          <OutputFilters job={job} filters={matrix.filters} onFilter={matrix.setFilter} sort={matrix.sort} onSort={matrix.setSort} />
          <OutputSelectionBar
            jobId={job.id}
            selectedNames={matrix.selectedNames}
            shownCount={rows.length}
            allShownSelected={matrix.allRowsSelected}
            onSelectAllShown={matrix.toggleAllRows}
          />
        </>
      )}
      {picking && rows.length === 0 ? (
        <p className="job-results__empty">No videos match these filters.</p>
      ) : (
        <ul className="job-results__list">
          {rows.slice(0, pageEnd).map((row) => (
            // Keyed by the download name so a row, and the video its player has loaded, survives every poll.
            <OutputRow
              key={row.name}
              job={job}
              row={row}
              selection={picking ? { checked: matrix.selected.has(row.name), onChange: (on) => matrix.toggle(row.name, on) } : undefined}
            />
          ))}
        </ul>
      )}
      {remaining > 0 && (
        <Button variant="outline" className="job-results__more" onClick={() => setPageEnd((count) => count + PAGE_SIZE)}>
          Show more videos ({remaining} more)
        </Button>
      )}
    </div>
  );
}
