import { Badge, Card, CardContent, CardHeader, CardTitle, Spinner } from '@reelmix/ui';
import { useId } from 'react';
import { AddFromLibraryLink } from '../clip-library/add-from-library-link';
import { jobProgress, jobStatusText, showsOutputs, STATUS_LABELS } from './job-progress';
import { ConnectionErrorBox, JobFailedBox } from './job-problem-boxes';
import { JobResults } from './job-results';
import { ProgressBar } from './progress-bar';
import { useConnectionLostNotice, useProcessingTimeoutNotice } from './use-job-notices';
import { useJobStatus } from './use-job-status';
import './jobs.css';

export interface JobProgressPanelProps {
  jobId: string;
  /** Runs before 'Start Over' goes home, so a page already at / can clear the finished job. */
  onStartOver?: () => void;
}

const BADGE_VARIANTS = { pending: 'secondary', processing: 'secondary', completed: 'success', failed: 'destructive' } as const;

/** The job progress panel (docs/product-rules.md#jobs-and-progress): live progress of one job, then its videos or what went wrong. */
export function JobProgressPanel({ jobId, onStartOver }: JobProgressPanelProps) {
  const { data: job, error, errorUpdatedAt, isError } = useJobStatus(jobId);
  useConnectionLostNotice(error, errorUpdatedAt);
  useProcessingTimeoutNotice(job);
  const textId = useId();

  return (
    <Card className="job-panel">
      <CardHeader className="job-panel__header">
        <CardTitle>Your Video Variations</CardTitle>
        {job && !isError && (
          <span role="status">
            <Badge variant={BADGE_VARIANTS[job.status]}>{STATUS_LABELS[job.status]}</Badge>
          </span>
        )}
      </CardHeader>
      <CardContent className="job-panel__content">
        {isError ? (
          <ConnectionErrorBox />
        ) : !job ? (
          <Spinner label="Loading job status" />
        ) : job.status === 'failed' ? (
          <JobFailedBox message={job.message && job.message !== 'Processing failed.' ? job.message : undefined} onStartOver={onStartOver} />
        ) : (
          <>
            <div className="job-panel__progress">
              <p id={textId} className="job-panel__text">
                {jobStatusText(job)}
              </p>
              <span className="job-panel__percent" aria-hidden="true">
                {jobProgress(job)}%
              </span>
            </div>
            <ProgressBar value={jobProgress(job)} labelledBy={textId} />
            {/* The same element while processing and once completed, so rows and their players stay as the job completes. */}
            {showsOutputs(job.status) && <JobResults job={job} />}
            {job.status === 'completed' && (
              <div className="job-panel__next">
                <AddFromLibraryLink jobId={job.id} />
              </div>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}
