import type { JobView } from '@reelmix/contracts';
import { Button, buttonClassName } from '@reelmix/ui';
import { useState } from 'react';
import { jobArchiveUrl, videoUrl } from '../../api/jobs';
import { outputFileName } from './job-progress';
import { useShownOutputs } from './use-shown-outputs';
import './jobs.css';

/** Players load their first frame as they appear; a big job is shown a page at a time. */
const PAGE_SIZE = 12;

export interface JobResultsProps {
  job: JobView;
}

/**
 * A job's finished outputs, each with a player and its own download: while the job is processing
 * they appear one by one as they are stored; once it is completed, one zip of them all is offered too.
 */
export function JobResults({ job }: JobResultsProps) {
  const [pageEnd, setPageEnd] = useState(PAGE_SIZE);
  const outputs = useShownOutputs(job.outputVideos);
  const completed = job.status === 'completed';

  if (outputs.length === 0) return completed ? <p className="job-results__empty">No videos were produced for this job.</p> : null;

  const remaining = outputs.length - pageEnd;
  return (
    <div className="job-results">
      <div className="job-results__header">
        <p className="job-results__count">
          {outputs.length} {outputs.length === 1 ? 'video' : 'videos'} ready
        </p>
        {/* The zip is built from the finished job, so it is offered only once every output is in. */}
        {completed && (
          <a href={jobArchiveUrl(job.id)} download className={buttonClassName({ size: 'sm' })}>
            Download all <span className="rm-visually-hidden">videos as a zip</span>
          </a>
        )}
      </div>
      <ul className="job-results__list">
        {outputs.slice(0, pageEnd).map((path) => {
          const url = videoUrl(path);
          const name = outputFileName(path);
          return (
            // Keyed by the download name so a row, and the video its player has loaded, survives every poll.
            <li key={name} className="job-result">
              {/* The #t=0.1 fragment makes the player fetch and show an early frame as its poster. */}
              <video className="job-result__player" controls preload="metadata" src={`${url}#t=0.1`} aria-label={`Preview of ${name}`} />
              <div className="job-result__footer">
                <span className="job-result__name">{name}</span>
                <a href={url} download={name} className={buttonClassName({ variant: 'outline', size: 'sm' })}>
                  Download <span className="rm-visually-hidden">{name}</span>
                </a>
              </div>
            </li>
          );
        })}
      </ul>
      {remaining > 0 && (
        <Button variant="outline" className="job-results__more" onClick={() => setPageEnd((count) => count + PAGE_SIZE)}>
          Show more videos ({remaining} more)
        </Button>
      )}
    </div>
  );
}
