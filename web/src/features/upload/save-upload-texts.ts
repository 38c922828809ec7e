import type { JobPlanView } from '@reelmix/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { fetchJobPlan, saveJobPlan } from '../../api/combination-plan';
import { queryKeys } from '../../lib/query-keys';
import { planErrorMessage } from '../combination-plan/plan-error-message';
import type { UploadTexts } from './upload-request';

/**
 * Puts the texts written with the upload into the new job's plan, through the plan's own API: the
 * plan is read for the settings the upload gave it (names, no rules yet), the texts and style are
 * added, and the answer is kept under the plan's key, so the framing review and the plan section
 * open on the texts without asking again. Throws the server's sentence when it refuses them.
 */
export async function saveUploadTexts(client: QueryClient, jobId: string, { texts, textStyle }: UploadTexts): Promise<JobPlanView> {
  try {
    const current = await client.fetchQuery({ queryKey: queryKeys.jobPlan(jobId), queryFn: ({ signal }) => fetchJobPlan(jobId, { signal }) });
    const plan = await saveJobPlan(jobId, { ...current.settings, texts, textStyle });
    client.setQueryData<JobPlanView>(queryKeys.jobPlan(jobId), plan);
    return plan;
  } catch (error) {
    throw new Error(planErrorMessage(error));
  }
}
