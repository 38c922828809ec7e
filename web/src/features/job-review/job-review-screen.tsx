import { buttonClassName, useToast } from '@reelmix/ui';
import { Link, useNavigate } from 'react-router-dom';
import { ApiError } from '../../api/http';
import { ROUTES } from '../../routes';
import { FramingReview } from '../framing/framing-review';
import { expectedOutputs } from '../jobs/job-progress';
import { useJobStatus } from '../jobs/use-job-status';
import { JobReviewHeader } from './job-review-header';
import { JobReviewError, JobReviewLoading, JobReviewNotFound } from './job-review-states';
import { renderRefusalToast, renderToasts } from './render-messages';
import { useStartRender } from './use-start-render';
import './job-review.css';

/** 403 is a free account's older job: out of its history, so as good as gone. */
const isMissing = (error: unknown) => error instanceof ApiError && (error.status === 404 || error.status === 403);

/**
 * The framing review of a job left waiting (the buyer went away before rendering), reopened from
 * the history. Rendering takes the buyer back to the history, where the job's progress shows.
 */
export function JobReviewScreen({ jobId }: { jobId: string }) {
  // Read once: a job under review stays pending, and following it would ask every few seconds for nothing.
  const job = useJobStatus(jobId, { poll: false });
  const { startRender } = useStartRender(jobId);
  const { toast } = useToast();
  const navigate = useNavigate();

  async function render(): Promise<void> {
    try {
      const answer = await startRender();
      // A job that had already finished needs no news; the history shows it as it is.
      if (answer.status === 'processing') toast(renderToasts.started);
      navigate(ROUTES.dashboard);
    } catch (error) {
      toast(renderRefusalToast(error));
    }
  }

  if (job.isPending) return <JobReviewLoading />;
  if (job.isError) return isMissing(job.error) ? <JobReviewNotFound /> : <JobReviewError onRetry={() => void job.refetch()} />;

  return (
    <div className="container page">
      <title>Review Framing · Reelmix</title>
      <JobReviewHeader job={job.data} />
      <FramingReview
        jobId={jobId}
        expectedOutputs={expectedOutputs(job.data)}
        onRender={render}
        hasFinishedOutputs={job.data.counts.producedOutputs > 0}
        startedAction={
          <Link to={ROUTES.dashboard} className={buttonClassName({ size: 'lg' })}>
            View in Video History
          </Link>
        }
      />
    </div>
  );
}
