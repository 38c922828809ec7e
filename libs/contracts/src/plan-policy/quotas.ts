import type { Plan } from './plan';

const GB = 1024 ** 3;

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
 * `Retry-After`. The daily output quota must fit the largest single job of the plan (see quota-errors.spec).
 */
export const PLAN_QUOTAS: Record<Plan, PlanQuotas> = {
  free: { uploadsPerHour: 20, jobsInFlight: 2, outputsPerDay: 300, storedBytes: 10 * GB },
  pro: { uploadsPerHour: 40, jobsInFlight: 5, outputsPerDay: 3000, storedBytes: 250 * GB },
};

export const quotasOf = (plan: Plan): PlanQuotas => PLAN_QUOTAS[plan];
