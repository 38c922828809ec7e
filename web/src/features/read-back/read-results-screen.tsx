import { counted, jobLabel } from '@reelmix/contracts/browser';
import { buttonClassName } from '@reelmix/ui';
import { Link } from 'react-router-dom';
import { ApiError } from '../../api/http';
import { ROUTES } from '../../routes';
import { JobReviewError, JobReviewLoading, JobReviewNotFound } from '../job-review/job-review-states';
import { useJobStatus } from '../jobs/use-job-status';
import { LiveResultsSection } from '../publishing/components/live-results-section';
import { ReadResultsWorkspace } from './read-results-workspace';
import { jobSections, sectionsInWords } from './report-labels';
import '../upload/upload.css';
import './read-back.css';

/** 403 is a free account's older job: out of its history, so as good as gone. */
const isMissing = (error: unknown) => error instanceof ApiError && (error.status === 404 || error.status === 403);

/**
 * "Read results": the buyer brings the ad platform's export of a finished job back, and learns
 * which hook, body, CTA and placement (and text, in a job with texts) win. The export is read in the browser, and kept with the
 * job so it can be opened again later.
 */
export function ReadResultsScreen({ jobId }: { jobId: string }) {
  // The job's outputs do not change while its results are read, so it is loaded once.
  const job = useJobStatus(jobId, { poll: false });
  if (job.isPending) return <JobReviewLoading />;
  if (job.isError) return isMissing(job.error) ? <JobReviewNotFound /> : <JobReviewError onRetry={() => void job.refetch()} />;
  return (
    <div className="container page read-back-page">
      <title>Read Results · Reelmix</title>
      <div className="read-back-page__header">
        <div>
          <h1 className="page__title">Read Results</h1>
          <p className="page__lead">
            {job.data.name} ({jobLabel(job.data.number)}): {counted(job.data.outputs?.length ?? 0, 'video')}. See which{' '}
            {sectionsInWords(jobSections((job.data.texts?.length ?? 0) > 0))} win.
          </p>
        </div>
        <Link to={ROUTES.dashboard} className={buttonClassName({ variant: 'outline', size: 'sm' })}>
          Back to Video History
        </Link>
      </div>
      {/* Shown only once the job has been published to Meta; the export import below works either way. */}
      <LiveResultsSection job={job.data} />
      <ReadResultsWorkspace job={job.data} />
    </div>
  );
}
