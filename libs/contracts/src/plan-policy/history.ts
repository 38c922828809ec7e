import type { Plan } from './plan';

export interface HistoryPolicy {
  /** How many jobs the Video History lists, newest first. */
  listedJobs: number;
  /** Whether a job the history does not list still opens (its page, files, zip, reports, framing, plan). */
  opensUnlistedJobs: boolean;
}

/**
 * docs/product-rules.md#video-history: Pro keeps a history of past jobs (the newest 200 are listed, every
 * one still opens); a free account sees only its latest job.
 */
const HISTORY: Record<Plan, HistoryPolicy> = {
  free: { listedJobs: 1, opensUnlistedJobs: false },
  pro: { listedJobs: 200, opensUnlistedJobs: true },
};

export const historyOf = (plan: Plan): HistoryPolicy => HISTORY[plan];

/** How many jobs the plan's history lists. */
export const historyDepthOf = (plan: Plan): number => HISTORY[plan].listedJobs;

/**
 * Stands in for the plan when a service opens one job it was told about (the mail and webhook of a
 * finished job, the links in that mail): the history rule is what a customer browsing sees, and
 * that job opens whatever its owner's plan is by now.
 */
export const NOTIFIED_JOB = 'notified-job';

/** Who opens a job: a customer, by their plan, or a service acting on a job it was told about. */
export const JOB_OPENERS = ['free', 'pro', NOTIFIED_JOB] as const;
export type JobOpener = (typeof JOB_OPENERS)[number];
