import type { JobStatus, JobView } from '@reelmix/contracts';
import { completedJobMessage, downloadNameOfPath, parseDownloadName, textFactor, timeLeftText } from '@reelmix/contracts/browser';

/** Job timings (docs/product-rules.md#jobs-and-progress). */
export const JOB_POLL_MS = 3000;
export const PROCESSING_TIMEOUT_MS = 15 * 60_000;
/** Toasts about a job stay 8 s, long enough to read a two-line message. */
export const JOB_TOAST_MS = 8000;

/** Polling continues while the job is unknown yet, pending or processing (docs/product-rules.md#jobs-and-progress). */
export function isJobActive(status: JobStatus | undefined): boolean {
  return status === undefined || status === 'pending' || status === 'processing';
}

/**
 * Whether a job's finished outputs are shown: as they are stored while it is processing, and all of
 * them once it is completed. A failed job shows its failure instead.
 */
export function showsOutputs(status: JobStatus): boolean {
  return status === 'processing' || status === 'completed';
}

const atLeastOne = (count: number) => Math.max(1, count);

/** intro × body × cta × placements, each count at least 1; the job's own count when it has one. */
export function expectedOutputs(job: JobView): number {
  if (job.counts.expectedOutputs > 0) return job.counts.expectedOutputs;
  return (
    atLeastOne(job.introVideos.length) *
    textFactor(job.texts?.length ?? 0) *
    atLeastOne(job.bodyVideos.length) *
    atLeastOne(job.ctaVideos.length) *
    atLeastOne(job.placements.length)
  );
}

export function producedOutputs(job: JobView): number {
  return Math.max(job.counts.producedOutputs, job.outputVideos.length);
}

/**
 * docs/product-rules.md#jobs-and-progress: 10% pending, 100% done, 0% failed. Processing shows the server's figure, which
 * also counts the clips being normalised and so moves before the first output lands, but never less
 * than 15% plus up to 85% by the outputs this view already lists.
 */
export function jobProgress(job: JobView): number {
  switch (job.status) {
    case 'pending':
      return 10;
    case 'processing': {
      const share = Math.min(1, producedOutputs(job) / expectedOutputs(job));
      const byOutputs = 15 + 85 * share;
      // 100% is kept for "completed": the last output can land a moment before the job is closed.
      return Math.min(99, Math.round(Math.max(job.progress, byOutputs)));
    }
    case 'completed':
      return 100;
    case 'failed':
      return 0;
  }
}

/**
 * What the panel says of the job. While processing it carries the page's one estimate of the time
 * left, the server's (`estimatedSecondsLeft`, recomputed on every poll, so it falls as outputs
 * arrive); the other texts of the upload flow promise no duration of their own.
 */
export function jobStatusText(job: JobView): string {
  switch (job.status) {
    case 'pending':
      return "Your videos are queued. Processing runs in the background; we'll email you download links when it's done.";
    case 'processing': {
      const created = `Processing your videos: created ${producedOutputs(job)} of ${expectedOutputs(job)}.`;
      const secondsLeft = job.estimatedSecondsLeft;
      return secondsLeft === null || secondsLeft === undefined ? created : `${created} ${timeLeftText(secondsLeft)}.`;
    }
    case 'completed':
      return completedJobMessage(job.outputVideos.length, job.placements.length);
    case 'failed':
      return 'Processing failed.';
  }
}

export const STATUS_LABELS: Record<JobStatus, string> = {
  pending: 'Pending',
  processing: 'Processing',
  completed: 'Completed',
  failed: 'Failed',
};

/** `/api/videos/{jobId}--h1-b2-c3_9x16.mp4` → `h1-b2-c3_9x16.mp4`: the name the file is saved under. */
export function outputFileName(outputPath: string): string {
  const name = downloadNameOfPath(outputPath);
  return parseDownloadName(name)?.fileName ?? name;
}
