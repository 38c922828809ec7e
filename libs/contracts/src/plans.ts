import type { UploadSection } from './creative/sections';
import type { SubscriptionStatus } from './events/subscription.events';

export type Plan = 'free' | 'pro';

const MB = 1024 * 1024;

/** The plan limits of customer-spec §9, enforced by the services and mirrored by the web app. */
export const PLAN_LIMITS: Record<
  Plan,
  { maxCombinations: number; maxFilesPerSection: number; maxFileBytes: Record<UploadSection, number> }
> = {
  free: { maxCombinations: 27, maxFilesPerSection: 3, maxFileBytes: { intro: 50 * MB, body: 100 * MB, cta: 50 * MB } },
  pro: { maxCombinations: 100, maxFilesPerSection: 10, maxFileBytes: { intro: 200 * MB, body: 200 * MB, cta: 200 * MB } },
};

const GB = 1024 * MB;

export interface PlanQuotas {
  /** Upload requests started in any rolling hour, refused ones included: each costs streaming and probing. */
  uploadsPerHour: number;
  /** Jobs started and not yet finished (status processing). */
  jobsInFlight: number;
  /** Outputs (combination x placement) scheduled by the renders started in any rolling 24 hours. */
  outputsPerDay: number;
  /** Source clips plus rendered outputs kept for the account. */
  storedBytes: number;
}

/**
 * Fair-use quotas on costly work, per plan: far above what a person working in the app reaches
 * (a free day of 300 outputs is nearly three of the largest free jobs in all four placements), low
 * enough to stop a script. Each is enforced by the service that owns the work (uploads: uploads
 * per hour and stored bytes; jobs: jobs in flight and outputs per day) and refused with 429 and
 * `Retry-After`. The daily output quota must fit the largest single job of the plan (see plans.spec).
 */
export const PLAN_QUOTAS: Record<Plan, PlanQuotas> = {
  free: { uploadsPerHour: 20, jobsInFlight: 2, outputsPerDay: 300, storedBytes: 10 * GB },
  pro: { uploadsPerHour: 40, jobsInFlight: 5, outputsPerDay: 3000, storedBytes: 250 * GB },
};

/** The Pro plan's price and trial (customer-spec §9): billing charges it, mail and the apps quote it. */
export const PRO_PRICE_CENTS = 2900;
export const PRO_CURRENCY = 'usd';
export const PRO_TRIAL_DAYS = 7;

export interface SubscriptionState {
  subscriptionStatus: SubscriptionStatus | null;
  subscriptionTrialEnd: string | null;
  subscriptionCurrentPeriodEnd: string | null;
}

/**
 * Customer-spec §4: trialing needs the trial end in the future (or none), active needs the period
 * end in the future (or none); every other status is no Pro access.
 */
export function hasProAccess(state: SubscriptionState, now: Date = new Date()): boolean {
  const future = (iso: string | null) => iso === null || new Date(iso).getTime() > now.getTime();
  if (state.subscriptionStatus === 'trialing') return future(state.subscriptionTrialEnd);
  if (state.subscriptionStatus === 'active') return future(state.subscriptionCurrentPeriodEnd);
  return false;
}

export function planOf(state: SubscriptionState, now: Date = new Date()): Plan {
  return hasProAccess(state, now) ? 'pro' : 'free';
}
