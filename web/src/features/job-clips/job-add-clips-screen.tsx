import type { CurrentUser } from '@reelmix/contracts';
import { ApiError } from '../../api/http';
import { JobReviewError, JobReviewLoading, JobReviewNotFound } from '../job-review/job-review-states';
import { useJobStatus } from '../jobs/use-job-status';
import { AddClipsScreen } from './add-clips-screen';

/** 403 is a free account's older job: out of its history, so as good as gone. */
const isMissing = (error: unknown) => error instanceof ApiError && (error.status === 404 || error.status === 403);

/** Loads the job, then its add-clips screen; missing and failed loads read as on the framing review. */
export function JobAddClipsScreen({ jobId, user }: { jobId: string; user: CurrentUser }) {
  // Read once: the screen changes the job itself and takes the answer it gets back.
  const job = useJobStatus(jobId, { poll: false });
  if (job.isPending) return <JobReviewLoading />;
  if (job.isError) return isMissing(job.error) ? <JobReviewNotFound /> : <JobReviewError onRetry={() => void job.refetch()} />;
  return <AddClipsScreen job={job.data} user={user} />;
}
