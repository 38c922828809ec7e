import type { CombinationPlanSettings, JobPlanView } from '@reelmix/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { ApiError } from '../../api/http';
import { saveJobPlan } from '../../api/combination-plan';
import { queryKeys } from '../../lib/query-keys';
import { planErrorMessage } from './plan-error-message';

/** The control a change came from, so a refusal is shown beside it. */
export type PlanControl = 'exclusions' | 'duration' | 'balanced' | 'nameTemplate' | 'texts' | 'textStyle';

export type PlanChange = (current: CombinationPlanSettings) => Partial<CombinationPlanSettings>;

/**
 * Saves the whole plan on every change. A change is made to the settings last sent, not the last
 * answered, so two quick clicks both count; a refusal falls back to what the server holds, so one
 * bad field does not ride along with the next change. Saves of one job go out one after another,
 * so the server ends on the last change; only the latest call's answer is applied (react-query
 * fires per-call callbacks for the last call alone).
 */
export function useSaveJobPlan(jobId: string) {
  const client = useQueryClient();
  const sent = useRef<CombinationPlanSettings | null>(null);
  const [problems, setProblems] = useState<Partial<Record<PlanControl, string>>>({});
  const mutation = useMutation({
    mutationKey: queryKeys.jobPlan(jobId),
    scope: { id: `job-plan:${jobId}` },
    mutationFn: (settings: CombinationPlanSettings) => saveJobPlan(jobId, settings),
  });

  function forget(control: PlanControl) {
    setProblems((current) => {
      const { [control]: _dropped, ...rest } = current;
      return rest;
    });
  }

  function save(control: PlanControl, change: PlanChange, settled: { onSaved?: () => void } = {}): void {
    // Read from the cache, not a render's props: a typed change is sent after a pause, by which
    // time another change may have been answered.
    const base = sent.current ?? client.getQueryData<JobPlanView>(queryKeys.jobPlan(jobId))?.settings;
    if (!base) return;
    const settings = { ...base, ...change(base) };
    sent.current = settings;
    forget(control);
    mutation.mutate(settings, {
      onSuccess: (plan) => {
        sent.current = null;
        client.setQueryData<JobPlanView>(queryKeys.jobPlan(jobId), plan);
        settled.onSaved?.();
      },
      onError: (error) => {
        sent.current = null;
        setProblems((current) => ({ ...current, [control]: planErrorMessage(error) }));
        // Rendering has started: the fresh plan says so and locks the controls.
        if (error instanceof ApiError && error.status === 409) void client.invalidateQueries({ queryKey: queryKeys.jobPlan(jobId) });
      },
    });
  }

  return { save, isSaving: mutation.isPending, problems };
}
