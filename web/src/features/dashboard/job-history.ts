import type { JobView } from '@reelmix/contracts';
import { textFactor } from '@reelmix/contracts/browser';

const DAY_MS = 86_400_000;

export interface JobHistory {
  /** Jobs made with Pro access, newest first. */
  paid: JobView[];
  /** The latest job made without Pro: free accounts keep only that one (docs/product-rules.md#video-history). */
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

/**
 * The combinations the job renders, each once per placement (its plan may leave some out), and
 * the intro × body × cta its clips make.
 */
export function combinationCount(job: Pick<JobView, 'counts' | 'placements' | 'texts'>): { chosen: number; all: number } {
  const all = job.counts.intro * textFactor(job.texts?.length ?? 0) * job.counts.body * job.counts.cta;
  return { chosen: Math.round(job.counts.expectedOutputs / Math.max(1, job.placements.length)), all };
}

/** '22 of 36' when the plan leaves some out, else '36'. */
export function combinationSummary(job: Pick<JobView, 'counts' | 'placements' | 'texts'>): string {
  const { chosen, all } = combinationCount(job);
  return chosen === all ? String(all) : `${chosen} of ${all}`;
}

/** Videos the job makes: those produced once it is done, else those it is expected to make. */
export function outputCount(job: Pick<JobView, 'status' | 'outputVideos' | 'counts'>): number {
  return job.status === 'completed' ? job.outputVideos.length : job.counts.expectedOutputs;
}
