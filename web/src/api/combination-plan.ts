import type { CombinationPlanSettings, JobPlanView } from '@reelmix/contracts';
import { apiRead, apiWrite, type RequestOptions } from './http';

export type { CombinationPlanSettings, JobPlanView };

const planPath = (jobId: string) => `/jobs/${encodeURIComponent(jobId)}/plan`;

/** Every combination of a job, which of them will be rendered and why the others are left out. */
export function fetchJobPlan(jobId: string, options?: RequestOptions): Promise<JobPlanView> {
  return apiRead<JobPlanView>(planPath(jobId), options);
}

/** Replaces the whole plan; 400 names a bad rule, budget, size or template, 409 once rendering has started. */
export function saveJobPlan(jobId: string, settings: CombinationPlanSettings): Promise<JobPlanView> {
  return apiWrite<JobPlanView>('PUT', planPath(jobId), settings);
}
