import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildJobPlan } from './combination-plan.builder';
import { answerSave, grid, grids, group, PLAN_ROUTE, renderPlanReview, SAVE_ROUTE, SQUARE } from './render-plan-review';

describe('the render button with a plan', () => {
  it('promises what the plan renders, not every combination of the upload', async () => {
    renderPlanReview({}, buildJobPlan({ exclusions: ['h2-b2'] }, SQUARE));

    expect(await screen.findByRole('button', { name: 'Render 12 videos' })).toBeEnabled();
  });

  it('promises only the new videos of a job that took more clips, and marks what it has', async () => {
    const plan = buildJobPlan({}, SQUARE);
    // The first hook's four combinations were rendered before a second hook was added.
    const rendered = plan.combinations.map((combination) => ({ ...combination, rendered: combination.intro === 1 }));
    renderPlanReview({}, { ...plan, combinations: rendered, counts: { ...plan.counts, toRender: 8 } }, { hasFinishedOutputs: true });

    expect(await screen.findByRole('button', { name: 'Render 8 new videos' })).toBeEnabled();
    expect(screen.getByText(/8 already rendered, 8 new/)).toBeInTheDocument();
    expect((await grid(0)).getByRole('button', { name: /^Hook 1 with body 1: .*included, already rendered$/ })).toHaveTextContent('Done');
    expect((await grid(0)).getByRole('button', { name: /^Hook 2 with body 1: .*included$/ })).toHaveTextContent('In');
  });

  it('cannot render a job that has every chosen combination already', async () => {
    const plan = buildJobPlan({}, SQUARE);
    renderPlanReview({}, { ...plan, combinations: plan.combinations.map((combination) => ({ ...combination, rendered: true })), counts: { ...plan.counts, toRender: 0 } }, { hasFinishedOutputs: true });

    expect(await screen.findByText('Every chosen combination is already rendered: add clips or include others to render more.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Render 0 new videos' })).toBeDisabled();
  });

  it('keeps the upload count when the plan cannot be loaded', async () => {
    renderPlanReview({ [PLAN_ROUTE]: { status: 404, body: { error: 'Not found' } } });

    expect(await screen.findByText(/The combinations could not be loaded, so every one will be rendered/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Render 4 videos' })).toBeEnabled();
  });

  it('cannot render a plan with nothing chosen', async () => {
    renderPlanReview({}, buildJobPlan({ exclusions: ['h1-c1', 'h2-c1'] }));

    expect(await screen.findByText('No combination is chosen: include at least one to render.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Render Videos' })).toBeDisabled();
  });

  it('cannot render more combinations than the plan allows', async () => {
    renderPlanReview({}, buildJobPlan({}, { ...SQUARE, maxCombinations: 6 }));

    expect(await screen.findByText('8 combinations are chosen; your plan renders at most 6 per job.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Render 16 videos' })).toBeDisabled();
  });

  it('waits for a plan change to be saved', async () => {
    const user = userEvent.setup();
    let answer: () => void = () => undefined;
    renderPlanReview({
      [SAVE_ROUTE]: (call) => new Promise((resolve) => (answer = () => resolve(answerSave()(call)))),
    });
    const first = await grid(0);

    await user.click(first.getByRole('button', { name: 'Hook 1 with body 1: 7.4 s, included' }));

    // The last answer stays on screen while the change is on its way.
    expect(first.getByRole('button', { name: 'Hook 1 with body 1: 7.4 s, included' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Render 16 videos' })).toBeDisabled();
    expect(screen.getByText('Saving your changes...')).toBeInTheDocument();

    await act(async () => answer());
    expect(await screen.findByRole('button', { name: 'Render 12 videos' })).toBeEnabled();
  });

  it('does not render past a name still being typed', async () => {
    const user = userEvent.setup();
    const { onRender, sent } = renderPlanReview();
    await grids();

    await user.type(group('Output names').getByRole('textbox', { name: 'Name template' }), '-v2');
    await user.click(screen.getByRole('button', { name: 'Render 16 videos' }));

    expect(onRender).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Render 16 videos' })).toBeEnabled());
    expect(sent()).toEqual([expect.objectContaining({ nameTemplate: '{job}-h{h}-b{b}-c{c}_{ratio}-v2' })]);
  });

  it('locks the choices of a job that has started rendering', async () => {
    renderPlanReview({}, buildJobPlan({}, { ...SQUARE, editable: false }));
    const first = await grid(0);

    expect(screen.getByText('This job has started rendering, so its combinations can no longer change.')).toBeInTheDocument();
    expect(first.getByRole('button', { name: 'Hook 1 with body 1: 7.4 s, included' })).toBeDisabled();
    expect(group('Length budget').getByRole('checkbox')).toBeDisabled();
    expect(group('Output names').getByRole('textbox')).toBeDisabled();
    expect(group('Rules').queryByRole('textbox')).not.toBeInTheDocument();
  });
});
