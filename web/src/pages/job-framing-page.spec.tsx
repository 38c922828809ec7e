import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, proCustomer } from '../../test/mock-api';
import { renderRoute } from '../../test/render-route';
import { buildJobFraming } from '../features/framing/job-framing.builder';
import { buildJobView, JOB_ID } from '../features/jobs/job-view.builder';

const REVIEW_PATH = `/jobs/${JOB_ID}/framing`;
const JOB_ROUTE = `GET /api/jobs/${JOB_ID}`;
const FRAMING_ROUTE = `GET /api/jobs/${JOB_ID}/framing`;
const PROCESS_ROUTE = `POST /api/process/${JOB_ID}`;
const STARTED = { body: { status: 'processing', backgroundProcessing: true } };
const TOO_MANY_JOBS = {
  status: 429,
  body: {
    error: 'Too Many Jobs Processing: You already have 3 jobs processing. Maximum allowed: 3. Please start this one when one of them has finished.',
    code: 'RATE_LIMITED',
    details: { title: 'Too Many Jobs Processing', retryAfterSeconds: 60 },
  },
};

const toastArea = () => within(screen.getByRole('region', { name: /Notifications/ }));

/** A signed-in Pro buyer opening the review of the pending `buildJobView()` job. */
function openReview(routes: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi(
    {
      [JOB_ROUTE]: { body: buildJobView() },
      [FRAMING_ROUTE]: { body: buildJobFraming() },
      [PROCESS_ROUTE]: STARTED,
      'GET /api/jobs/user': { body: [buildJobView({ status: 'processing', progress: 20 })] },
      ...routes,
    },
    { signedIn: proCustomer() },
  );
  return { api, ...renderRoute(REVIEW_PATH) };
}

describe('job framing page', () => {
  it("shows the job's clips in each placement, renders them and takes the buyer to the history to follow the job", async () => {
    const user = userEvent.setup();
    const { api, router } = openReview();

    expect(await screen.findByRole('heading', { level: 1, name: 'Review Framing' })).toBeInTheDocument();
    expect(screen.getByText(/4 clips, 4 videos in 9:16, 4:5/)).toBeInTheDocument();
    expect(await screen.findByRole('listitem', { name: 'hook-1.mp4 in 9:16' })).toBeInTheDocument();
    expect(screen.getByRole('listitem', { name: 'cta.mp4 in 4:5' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Render 4 videos' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(api.callsTo(PROCESS_ROUTE)).toHaveLength(1);
    expect(toastArea().getByText('Rendering Started')).toBeInTheDocument();
    const card = within(await screen.findByRole('article', { name: `Job ${JOB_ID}` }));
    expect(card.getByText('Processing')).toBeInTheDocument();
    expect(card.queryByRole('link', { name: 'Review Framing and Render' })).not.toBeInTheDocument();
  });

  it("keeps the buyer on the review with the quota's own words when the start is refused, and lets them try again", async () => {
    const user = userEvent.setup();
    const { api, router } = openReview({ [PROCESS_ROUTE]: TOO_MANY_JOBS });
    await screen.findByRole('listitem', { name: 'hook-1.mp4 in 9:16' });

    await user.click(screen.getByRole('button', { name: 'Render 4 videos' }));

    expect(await toastArea().findByText('Too Many Jobs Processing')).toBeInTheDocument();
    expect(
      toastArea().getByText('You already have 3 jobs processing. Maximum allowed: 3. Please start this one when one of them has finished.'),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(REVIEW_PATH);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Render 4 videos' })).toBeEnabled());

    api.on(PROCESS_ROUTE, STARTED);
    await user.click(screen.getByRole('button', { name: 'Render 4 videos' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(api.callsTo(PROCESS_ROUTE)).toHaveLength(2);
  });

  it('says so when the connection fails while starting the render', async () => {
    const user = userEvent.setup();
    const { router } = openReview({
      [PROCESS_ROUTE]: () => Promise.reject(new TypeError('Failed to fetch')),
    });
    await screen.findByRole('listitem', { name: 'hook-1.mp4 in 9:16' });
    // The failed request is logged; the test is about what the buyer sees.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);

    await user.click(screen.getByRole('button', { name: 'Render 4 videos' }));

    expect(await toastArea().findByText('Connection Error')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(REVIEW_PATH);
  });

  it('offers the history instead of the render once the job has started', async () => {
    const { api } = openReview({
      [JOB_ROUTE]: { body: buildJobView({ status: 'processing', progress: 30 }) },
      [FRAMING_ROUTE]: { body: buildJobFraming({ editable: false }) },
    });

    expect(await screen.findByText('This job has started rendering, so its framing can no longer change.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View in Video History' })).toHaveAttribute('href', '/dashboard');
    expect(screen.queryByRole('button', { name: /^Render/ })).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Framing of hook-1.mp4 in 9:16' })).toBeDisabled();
    expect(api.callsTo(PROCESS_ROUTE)).toHaveLength(0);
  });

  it.each([
    [404, { error: 'Job not found' }],
    [403, { error: 'Pro access required' }],
  ])('shows a job it cannot open (%i) as not found, with the way back to the history', async (status, body) => {
    const { api } = openReview({ [JOB_ROUTE]: { status, body } });

    expect(await screen.findByRole('heading', { level: 1, name: 'Job Not Found' })).toBeInTheDocument();
    expect(screen.getByText('This job does not exist or is no longer in your history.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Video History' })).toHaveAttribute('href', '/dashboard');
    expect(screen.queryByRole('button', { name: /^Render/ })).not.toBeInTheDocument();
    expect(api.callsTo(FRAMING_ROUTE)).toHaveLength(0);
  });

  it('sends a signed-out visitor to the login page, to come back to the review afterwards', async () => {
    mockApi();
    const { router } = renderRoute(REVIEW_PATH);

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe(REVIEW_PATH);
  });
});
