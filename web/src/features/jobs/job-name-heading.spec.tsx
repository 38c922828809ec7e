import { JOB_NAME_LIMITS, JOB_NAME_MESSAGES } from '@reelmix/contracts/browser';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, proCustomer } from '../../../test/mock-api';
import { renderRoute } from '../../../test/render-route';
import { buildJobView, JOB_ID } from './job-view.builder';

const JOB = buildJobView({ name: '2026-11-28 hook-1', number: 12, status: 'completed', progress: 100, isPaid: true });
const RENAME = `PATCH /api/jobs/${JOB_ID}`;

/** The history with one job; `rename` answers the PATCH. The list answers the job as it now is. */
function openHistory(rename: (name: string) => { status?: number; body?: unknown }) {
  let job = JOB;
  const api = mockApi(
    {
      'GET /api/jobs/user': () => ({ body: [job] }),
      [RENAME]: ({ body }) => {
        const answer = rename((body as { name: string }).name);
        if ((answer.status ?? 200) === 200) job = answer.body as typeof JOB;
        return answer;
      },
    },
    { signedIn: proCustomer() },
  );
  renderRoute('/dashboard');
  return api;
}

describe("a job's name in the history", () => {
  it('heads the card with the label its videos start with, and renames it in place', async () => {
    const user = userEvent.setup();
    const api = openHistory((name) => ({ body: { ...JOB, name } }));

    const card = within(await screen.findByRole('article', { name: '2026-11-28 hook-1' }));
    expect(card.getByText('j12')).toBeInTheDocument();
    await user.click(card.getByRole('button', { name: 'Rename job 2026-11-28 hook-1' }));
    const field = card.getByRole('textbox', { name: 'Job name' });
    expect(field).toHaveAttribute('maxLength', String(JOB_NAME_LIMITS.maxLength));
    await user.clear(field);
    await user.type(field, '  Dry skin, round 2 {Enter}');

    expect(api.callsTo(RENAME)).toEqual([expect.objectContaining({ body: { name: 'Dry skin, round 2' } })]);
    expect(await screen.findByRole('heading', { name: 'Dry skin, round 2' })).toBeInTheDocument();
  });

  it('says why a name is refused without asking the server, and Escape gives the old name back', async () => {
    const user = userEvent.setup();
    const api = openHistory(() => ({ body: JOB }));

    const card = within(await screen.findByRole('article', { name: '2026-11-28 hook-1' }));
    await user.click(card.getByRole('button', { name: /Rename job/ }));
    await user.clear(card.getByRole('textbox', { name: 'Job name' }));
    await user.click(card.getByRole('button', { name: 'Save' }));
    expect(card.getByRole('alert')).toHaveTextContent(JOB_NAME_MESSAGES.empty);
    expect(api.callsTo(RENAME)).toHaveLength(0);

    await user.keyboard('{Escape}');
    expect(card.getByRole('heading', { name: '2026-11-28 hook-1' })).toBeInTheDocument();
  });

  it("shows the server's refusal in its words", async () => {
    const user = userEvent.setup();
    openHistory(() => ({ status: 400, body: { error: 'VALIDATION_FAILED', message: JOB_NAME_MESSAGES.tooLong } }));

    const card = within(await screen.findByRole('article', { name: '2026-11-28 hook-1' }));
    await user.click(card.getByRole('button', { name: /Rename job/ }));
    await user.type(card.getByRole('textbox', { name: 'Job name' }), ' again{Enter}');
    expect(await card.findByRole('alert')).toHaveTextContent(JOB_NAME_MESSAGES.tooLong);
  });
});
