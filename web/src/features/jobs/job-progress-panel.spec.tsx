import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { customer, mockApi } from '../../../test/mock-api';
import { AppProviders } from '../../app-providers';
import { JobProgressPanel } from './job-progress-panel';
import { buildJobView, JOB_ID, outputPath, outputPaths } from './job-view.builder';
import { reloadPage } from './reload-page';

vi.mock('./reload-page', () => ({ reloadPage: vi.fn() }));

const JOB_ROUTE = `GET /api/jobs/${JOB_ID}`;
const MINUTE = 60_000;

function renderPanel(onStartOver?: () => void) {
  const router = createMemoryRouter(
    [
      { path: '/jobs', element: <JobProgressPanel jobId={JOB_ID} onStartOver={onStartOver} /> },
      { path: '/', element: <p>Home</p> },
    ],
    { initialEntries: ['/jobs'] },
  );
  render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

const later = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

/** A 3 x 3 x 3 job in one placement (27 outputs) with `fileNames` finished, as the server lists them: sorted. */
function jobWith(status: 'processing' | 'completed', fileNames: string[], progress: number) {
  return buildJobView({
    status,
    placements: ['9:16'],
    introVideos: ['hook-1.mp4', 'hook-2.mp4', 'hook-3.mp4'],
    bodyVideos: ['body-1.mp4', 'body-2.mp4', 'body-3.mp4'],
    ctaVideos: ['cta-1.mp4', 'cta-2.mp4', 'cta-3.mp4'],
    outputVideos: [...fileNames].sort().map((name) => outputPath(name)),
    progress,
    counts: { intro: 3, body: 3, cta: 3, expectedOutputs: 27, producedOutputs: fileNames.length },
  });
}

const ALL_27 = [1, 2, 3].flatMap((h) => [1, 2, 3].flatMap((b) => [1, 2, 3].map((c) => `h${h}-b${b}-c${c}_9x16.mp4`)));
const players = () => screen.getAllByLabelText(/^Preview of /);
const toastArea = () => within(screen.getByRole('region', { name: /Notifications/ }));

describe('job progress panel', () => {
  beforeEach(() => {
    // Time moves on its own so Testing Library's waits work; tests jump ahead where it matters.
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows a pending job at 10% with the background note, asking again every 3 s', async () => {
    const api = mockApi({ [JOB_ROUTE]: { body: buildJobView({ status: 'pending' }) } }, { signedIn: customer() });
    renderPanel();

    expect(await screen.findByText(/Processing runs in the background/)).toHaveTextContent(/email you download links/);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '10');
    expect(screen.getByText('10%')).toBeInTheDocument();
    expect(screen.getByText('Pending').closest('[role="status"]')).not.toBeNull();

    const asked = api.callsTo(JOB_ROUTE).length;
    await later(3000);
    expect(api.callsTo(JOB_ROUTE).length).toBe(asked + 1);
  });

  it('shows the created count while processing and stops asking once the job completes', async () => {
    let job = buildJobView({ status: 'processing', counts: { intro: 2, body: 1, cta: 1, expectedOutputs: 4, producedOutputs: 2 } });
    const api = mockApi({ [JOB_ROUTE]: () => ({ body: job }) });
    renderPanel();

    expect(await screen.findByText('Processing your videos: created 2 of 4.')).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '58');

    job = buildJobView({ status: 'completed', outputVideos: outputPaths(), counts: { intro: 2, body: 1, cta: 1, expectedOutputs: 4, producedOutputs: 4 } });
    await later(3000);
    expect(await screen.findByText('Generated 4 videos (2 combinations in 2 placements).')).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    expect(screen.getByText('Completed').closest('[role="status"]')).not.toBeNull();

    const asked = api.callsTo(JOB_ROUTE).length;
    await later(9000);
    expect(api.callsTo(JOB_ROUTE).length).toBe(asked);
  });

  it('lists a completed job with players, a download per file and Download all', async () => {
    mockApi({ [JOB_ROUTE]: { body: buildJobView({ status: 'completed', outputVideos: outputPaths() }) } });
    renderPanel();

    expect(await screen.findByText('4 videos ready')).toBeInTheDocument();
    expect(screen.getAllByLabelText(/^Preview of /)).toHaveLength(4);
    expect(screen.getByRole('link', { name: 'Download h2-b1-c1_4x5.mp4' })).toHaveAttribute('download', 'h2-b1-c1_4x5.mp4');
    expect(screen.getByRole('link', { name: 'Download all videos as a zip' })).toHaveAttribute('href', `/api/jobs/${JOB_ID}/download`);
    // A finished job can grow from the library.
    expect(screen.getByRole('link', { name: 'Add clips from the library' })).toHaveAttribute('href', `/library?job=${JOB_ID}`);
  });

  it("shows each output as soon as it is stored, with the bar at the server's figure", async () => {
    let job = jobWith('processing', ['h1-b1-c1_9x16.mp4', 'h1-b1-c3_9x16.mp4'], 31);
    mockApi({ [JOB_ROUTE]: () => ({ body: job }) });
    renderPanel();

    expect(await screen.findByText('Processing your videos: created 2 of 27.')).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '31');
    expect(screen.getByText('31%')).toBeInTheDocument();
    const firstTwo = players();
    expect(firstTwo.map((player) => player.getAttribute('aria-label'))).toEqual(['Preview of h1-b1-c1_9x16.mp4', 'Preview of h1-b1-c3_9x16.mp4']);
    expect(screen.getByRole('link', { name: 'Download h1-b1-c3_9x16.mp4' })).toHaveAttribute('href', outputPath('h1-b1-c3_9x16.mp4'));
    expect(screen.queryByRole('link', { name: /Download all/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Add clips from the library' })).not.toBeInTheDocument();

    // The server lists the new output between the two others; it is appended, and the rows shown stay put.
    job = jobWith('processing', ['h1-b1-c1_9x16.mp4', 'h1-b1-c2_9x16.mp4', 'h1-b1-c3_9x16.mp4'], 34);
    await later(3000);
    expect(await screen.findByText('Processing your videos: created 3 of 27.')).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '34');
    expect(players()).toHaveLength(3);
    expect(players()[0]).toBe(firstTwo[0]);
    expect(players()[1]).toBe(firstTwo[1]);
    expect(players()[2]).toHaveAttribute('aria-label', 'Preview of h1-b1-c2_9x16.mp4');
    expect(screen.queryByRole('link', { name: /Download all/ })).not.toBeInTheDocument();

    job = jobWith('completed', ALL_27, 100);
    await later(3000);
    expect(await screen.findByRole('link', { name: 'Download all videos as a zip' })).toHaveAttribute('href', `/api/jobs/${JOB_ID}/download`);
    expect(screen.getByText('27 videos ready')).toBeInTheDocument();
    expect(players()[0]).toBe(firstTwo[0]);
    expect(players()[1]).toBe(firstTwo[1]);
  });

  it('shows no result rows while a processing job has no output yet', async () => {
    mockApi({ [JOB_ROUTE]: { body: jobWith('processing', [], 22) } });
    renderPanel();

    expect(await screen.findByText('Processing your videos: created 0 of 27.')).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '22');
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    expect(screen.queryByText(/No videos were produced/)).not.toBeInTheDocument();
  });

  it('shows the Processing Failed box with its likely causes and ways forward', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const onStartOver = vi.fn();
    mockApi({ [JOB_ROUTE]: { body: buildJobView({ status: 'failed', message: 'A clip could not be read.' }) } });
    const router = renderPanel(onStartOver);

    const box = await screen.findByRole('alert');
    expect(within(box).getByRole('heading', { name: 'Processing Failed' })).toBeInTheDocument();
    expect(box).toHaveTextContent('A clip could not be read.');
    for (const cause of [/invalid or unsupported video format/, /over 200MB/, /network timeout/, /Corrupted video files/]) {
      expect(within(box).getByText(cause)).toBeInTheDocument();
    }
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();

    await user.click(within(box).getByRole('button', { name: 'Try Again' }));
    expect(reloadPage).toHaveBeenCalledTimes(1);

    await user.click(within(box).getByRole('button', { name: 'Start Over' }));
    expect(onStartOver).toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/');
  });

  it('retries a server fault twice, then shows the Connection Error box and a Connection Lost toast', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const api = mockApi({ [JOB_ROUTE]: { status: 503, body: { error: 'The jobs service is unavailable' } } });
    renderPanel();

    await later(1000);
    await later(2000);
    const box = await screen.findByRole('alert');
    expect(within(box).getByRole('heading', { name: 'Connection Error' })).toBeInTheDocument();
    expect(api.callsTo(JOB_ROUTE)).toHaveLength(3);
    expect(toastArea().getByText('Connection Lost')).toBeInTheDocument();

    await later(9000);
    expect(api.callsTo(JOB_ROUTE)).toHaveLength(3);

    await user.click(within(box).getByRole('button', { name: 'Refresh Page' }));
    expect(reloadPage).toHaveBeenCalled();
  });

  it('does not retry a refusal, but still shows the Connection Error box', async () => {
    const api = mockApi({ [JOB_ROUTE]: { status: 403, body: { error: 'Pro Access Required' } } });
    renderPanel();

    expect(await screen.findByRole('heading', { name: 'Connection Error' })).toBeInTheDocument();
    await later(5000);
    expect(api.callsTo(JOB_ROUTE)).toHaveLength(1);
    expect(screen.queryByText('Connection Lost')).not.toBeInTheDocument();
  });

  it('gives a Processing Timeout toast once a job has been processing for 15 minutes', async () => {
    const createdAt = new Date(Date.now() - 14 * MINUTE).toISOString();
    mockApi({ [JOB_ROUTE]: { body: buildJobView({ status: 'processing', createdAt }) } });
    renderPanel();

    await screen.findByText(/created 0 of 4/);
    await later(MINUTE - 5000);
    expect(screen.queryByText('Processing Timeout')).not.toBeInTheDocument();

    await later(5000);
    expect(toastArea().getByText('Processing Timeout')).toBeInTheDocument();
    expect(toastArea().getByText(/taking longer than expected/)).toBeInTheDocument();

    // Once per job: it does not come back while polling goes on.
    await later(8000);
    expect(screen.queryByText('Processing Timeout')).not.toBeInTheDocument();
    await later(MINUTE);
    expect(screen.queryByText('Processing Timeout')).not.toBeInTheDocument();
  });

  it('gives the timeout toast at once for a job already processing past 15 minutes, but never for a pending one', async () => {
    const createdAt = new Date(Date.now() - 20 * MINUTE).toISOString();
    let job = buildJobView({ status: 'pending', createdAt });
    mockApi({ [JOB_ROUTE]: () => ({ body: job }) });
    renderPanel();

    await screen.findByText(/Processing runs in the background/);
    expect(screen.queryByText('Processing Timeout')).not.toBeInTheDocument();

    job = buildJobView({ status: 'processing', createdAt });
    await later(3000);
    expect(await toastArea().findByText('Processing Timeout')).toBeInTheDocument();
  });
});
