import type { JobView } from '@reelmix/contracts';

const DAY_MS = 86_400_000;

export interface JobHistory {
  /** Jobs made with Pro access, newest first. */
  paid: JobView[];
  /** The latest job made without Pro: free accounts keep only that one (customer-spec §6). */
  latestFree: JobView | null;
}

/** Splits the history the way the dashboard shows it; the list arrives newest first. */
export function splitJobs(jobs: readonly JobView[]): JobHistory {
  return {
    paid: jobs.filter((job) => job.isPaid),
    latestFree: jobs.find((job) => !job.isPaid) ?? null,
  };
}

/** How many of `jobs` were created within the last `days` days. */
export function countSince(jobs: readonly JobView[], days: number, now: Date = new Date()): number {
  const since = now.getTime() - days * DAY_MS;
  return jobs.filter((job) => new Date(job.createdAt).getTime() >= since).length;
}

/** 'processing' reads 'Processing'. */
export function statusLabel(status: string): string {
  return status.charAt(0).toUpperCase() + status.slice(1);
}

/** Input videos across the three sections. */
export function inputCount(job: Pick<JobView, 'introVideos' | 'bodyVideos' | 'ctaVideos'>): number {
  return job.introVideos.length + job.bodyVideos.length + job.ctaVideos.length;
}

/** intro × body × cta: each combination is rendered once per placement chosen. */
export function combinationCount(job: Pick<JobView, 'counts'>): number {
  return job.counts.intro * job.counts.body * job.counts.cta;
}

/** Videos the job makes: those produced once it is done, else those it is expected to make. */
export function outputCount(job: Pick<JobView, 'status' | 'outputVideos' | 'counts'>): number {
  return job.status === 'completed' ? job.outputVideos.length : job.counts.expectedOutputs;
}
