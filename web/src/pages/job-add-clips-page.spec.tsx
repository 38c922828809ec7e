import type { JobView } from '@reelmix/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, proCustomer } from '../../test/mock-api';
import { renderRoute } from '../../test/render-route';
import { buildLibrary } from '../features/clip-library/library-clip.builder';
import { buildJobFraming } from '../features/framing/job-framing.builder';
import { buildJobView, JOB_ID, outputPaths } from '../features/jobs/job-view.builder';

const ADD_PATH = `/jobs/${JOB_ID}/add`;
const JOB_ROUTE = `GET /api/jobs/${JOB_ID}`;
const ADD_ROUTE = `POST /api/jobs/${JOB_ID}/clips`;

/** The finished `buildJobView()` job: two hooks, one body, one CTA, each combination in 9:16 and 4:5. */
function finishedJob(overrides: Partial<JobView> = {}): JobView {
  const paths = outputPaths();
  const parts = [1, 1, 2, 2].map((intro, index) => ({
    path: paths[index],
    fileName: paths[index].split('/').pop() ?? '',
    intro,
    body: 1,
    cta: 1,
    placement: index % 2 === 0 ? ('9:16' as const) : ('4:5' as const),
  }));
  return buildJobView({
    status: 'completed',
    progress: 100,
    completedAt: new Date().toISOString(),
    outputVideos: paths,
    outputs: parts,
    clipIds: { intro: ['clip-hook1', null], body: [null], cta: [null] },
    counts: { intro: 2, body: 1, cta: 1, expectedOutputs: 4, producedOutputs: 4 },
    ...overrides,
  });
}

function openAddClips(routes: Parameters<typeof mockApi>[0] = {}, job = finishedJob()) {
  const api = mockApi({ [JOB_ROUTE]: { body: job }, 'GET /api/clips': { body: { clips: buildLibrary() } }, ...routes }, { signedIn: proCustomer() });
  return { api, ...renderRoute(ADD_PATH) };
}

const current = (noun: string) => within(screen.getByRole('list', { name: `Current ${noun} clips` }));

describe('adding clips to a finished job', () => {
  it('is offered on a completed job of the history', async () => {
    mockApi({ 'GET /api/jobs/user': { body: [finishedJob({ isPaid: true })] } }, { signedIn: proCustomer() });
    renderRoute('/dashboard');

    const card = within(await screen.findByRole('article', { name: `Job ${JOB_ID}` }));
    expect(card.getByRole('link', { name: 'Add clips' })).toHaveAttribute('href', ADD_PATH);
    // Its combinations can change too (the rest of a balanced test), back on the review.
    expect(card.getByRole('link', { name: 'Change combinations' })).toHaveAttribute('href', `/jobs/${JOB_ID}/framing`);
  });

  it("lists the job's clips per section without those taken out", async () => {
    openAddClips({}, finishedJob({ removedClips: ['intro-2'] }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Add Clips' })).toBeInTheDocument();
    expect(current('intro').getByText('hook-1.mp4')).toBeInTheDocument();
    expect(current('intro').queryByText('hook-2.mp4')).not.toBeInTheDocument();
    expect(current('body').getByText('body.mp4')).toBeInTheDocument();
    expect(current('body').getByText('4 outputs')).toBeInTheDocument();
    expect(current('CTA').getByText('cta.mp4')).toBeInTheDocument();
  });

  it('posts the new files and library clip ids, then opens the review, whose button renders only the new combinations', async () => {
    const user = userEvent.setup();
    const pendingAgain = finishedJob({
      status: 'pending',
      progress: 10,
      bodyVideos: ['body.mp4', 'body-new.mp4'],
      counts: { intro: 2, body: 2, cta: 1, expectedOutputs: 8, producedOutputs: 4 },
    });
    const { api, router } = openAddClips({
      [ADD_ROUTE]: { body: pendingAgain },
      [`GET /api/jobs/${JOB_ID}/framing`]: { body: buildJobFraming() },
    });
    await screen.findByRole('heading', { level: 1, name: 'Add Clips' });
    expect(screen.getByRole('button', { name: 'Add to job' })).toBeDisabled();

    fireEvent.change(screen.getByLabelText('Body video files'), { target: { files: [new File(['x'], 'body-new.mp4', { type: 'video/mp4' })] } });
    await act(async () => undefined);
    await user.click(screen.getByRole('button', { name: 'Add CTA clips from library' }));
    const picker = within(await screen.findByRole('dialog', { name: 'Add CTA clips from your library' }));
    await user.click(await picker.findByRole('checkbox', { name: /cta1\.mp4/ }));
    await user.click(picker.getByRole('button', { name: 'Add clip' }));
    expect(within(screen.getByRole('list', { name: 'Chosen CTA videos' })).getByText('library')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add to job' }));

    await waitFor(() => expect(router.state.location.pathname).toBe(`/jobs/${JOB_ID}/framing`));
    const [call] = api.callsTo(ADD_ROUTE);
    const form = call.body as FormData;
    expect([...form.keys()]).toEqual(['body', 'cta']);
    expect((form.get('body') as File).name).toBe('body-new.mp4');
    expect(form.get('cta')).toBe('clip-cta1');
    expect(await screen.findByRole('button', { name: 'Render new combinations' })).toBeInTheDocument();
  });

  it('does not offer a library clip the job already uses in that section', async () => {
    const user = userEvent.setup();
    openAddClips();
    await screen.findByRole('heading', { level: 1, name: 'Add Clips' });

    await user.click(screen.getByRole('button', { name: 'Add intro clips from library' }));

    const picker = within(await screen.findByRole('dialog', { name: 'Add intro clips from your library' }));
    expect(await picker.findByRole('checkbox', { name: /hook1\.mp4/ })).toBeDisabled();
    expect(picker.getByRole('checkbox', { name: /body2\.mp4/ })).toBeEnabled();
  });

  it("shows the server's reason when the clips are refused", async () => {
    const user = userEvent.setup();
    const { router } = openAddClips({ [ADD_ROUTE]: { status: 400, body: { message: 'A job can hold at most 10 body clips.' } } });
    await screen.findByRole('heading', { level: 1, name: 'Add Clips' });

    fireEvent.change(screen.getByLabelText('Body video files'), { target: { files: [new File(['x'], 'b.mp4', { type: 'video/mp4' })] } });
    await act(async () => undefined);
    await user.click(screen.getByRole('button', { name: 'Add to job' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('A job can hold at most 10 body clips.');
    expect(router.state.location.pathname).toBe(ADD_PATH);
  });

  it('takes a clip out of the job after saying which outputs go with it', async () => {
    const user = userEvent.setup();
    const { api } = openAddClips({
      [`DELETE /api/jobs/${JOB_ID}/clips/intro-2`]: { body: finishedJob({ removedClips: ['intro-2'], outputVideos: outputPaths().slice(0, 2) }) },
    });
    await screen.findByRole('heading', { level: 1, name: 'Add Clips' });

    await user.click(current('intro').getByRole('button', { name: 'Remove hook-2.mp4 from this job' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove clip' });
    expect(dialog).toHaveAccessibleDescription('Remove hook-2.mp4 from this job? Its 2 outputs are deleted.');
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo(`DELETE /api/jobs/${JOB_ID}/clips/intro-2`)).toHaveLength(1);
    expect(current('intro').queryByText('hook-2.mp4')).not.toBeInTheDocument();
    expect(current('intro').getByText('hook-1.mp4')).toBeInTheDocument();
  });

  it('keeps the clip when the removal is cancelled', async () => {
    const user = userEvent.setup();
    const { api } = openAddClips();
    await screen.findByRole('heading', { level: 1, name: 'Add Clips' });

    await user.click(current('CTA').getByRole('button', { name: 'Remove cta.mp4 from this job' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Remove clip' })).getByRole('button', { name: 'Cancel' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.calls.filter((call) => call.method === 'DELETE')).toHaveLength(0);
    expect(current('CTA').getByText('cta.mp4')).toBeInTheDocument();
  });
});
