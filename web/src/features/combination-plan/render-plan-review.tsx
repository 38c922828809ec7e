import type { CombinationPlanSettings } from '@reelmix/contracts';
import { render, screen, within } from '@testing-library/react';
import { vi } from 'vitest';
import { mockApi, type MockCall } from '../../../test/mock-api';
import { AppProviders } from '../../app-providers';
import { buildJobFraming } from '../framing/job-framing.builder';
import { FramingReview } from '../framing/framing-review';
import { JOB_ID } from '../jobs/job-view.builder';
import { buildJobPlan, type PlanShape } from './combination-plan.builder';

/** Component tests of the review with its plan: the gateway stands in for the framing and plan calls. */

export const FRAMING_ROUTE = `GET /api/jobs/${JOB_ID}/framing`;
export const PLAN_ROUTE = `GET /api/jobs/${JOB_ID}/plan`;
export const SAVE_ROUTE = `PUT /api/jobs/${JOB_ID}/plan`;

/** Two hooks, two bodies, two CTAs: two grids of four, 7.4 s to 14.4 s. */
export const SQUARE: Partial<PlanShape> = { intros: 2, bodies: 2, ctas: 2 };

/** Answers a save the way the server would, for the settings sent. */
export const answerSave = (shape: Partial<PlanShape> = SQUARE) => (call: MockCall) => ({
  body: buildJobPlan(call.body as CombinationPlanSettings, shape),
});

export function renderPlanReview(routes: Parameters<typeof mockApi>[0] = {}, plan = buildJobPlan({}, SQUARE), { hasFinishedOutputs = false } = {}) {
  const api = mockApi({ [FRAMING_ROUTE]: { body: buildJobFraming() }, [PLAN_ROUTE]: { body: plan }, [SAVE_ROUTE]: answerSave(), ...routes });
  const onRender = vi.fn();
  render(
    <AppProviders>
      <FramingReview jobId={JOB_ID} expectedOutputs={4} onRender={onRender} hasFinishedOutputs={hasFinishedOutputs} />
    </AppProviders>,
  );
  return { api, onRender, sent: () => api.callsTo(SAVE_ROUTE).map((call) => call.body) };
}

export const grids = () => screen.findAllByRole('table');
export const grid = async (index: number) => within((await grids())[index]);
export const group = (name: string) => within(screen.getByRole('group', { name }));
