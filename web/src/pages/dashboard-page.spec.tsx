import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { customer, mockApi, proCustomer } from '../../test/mock-api';
import { renderRoute } from '../../test/render-route';
import { daysAgo, jobView, OUTPUTS_JOB_ID } from '../features/dashboard/job-view.fixture';

const TEST_PAYMENT_CONFIG = { provider: 'test', publishableKey: null, priceCents: 2900, currency: 'usd', trialDays: 7 };
const PAID_OFFER = { trialAvailable: false, trialDays: 0, priceCents: 2900, currency: 'usd', chargedTodayCents: 2900 };

describe('dashboard: customer guard', () => {
  it('sends a signed-out visitor to the login page, to come back afterwards', async () => {
    mockApi();
    const { router } = renderRoute('/dashboard');

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe('/dashboard');
  });

  it('treats a failed current-user call as signed out', async () => {
    const api = mockApi({ 'GET /api/auth/me': { status: 500, body: { error: 'Internal server error' } } });
    const { router } = renderRoute('/dashboard');

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(api.callsTo('GET /api/jobs/user')).toHaveLength(0);
  });

  it('offers a signed-in user without subscription access Pro over the history, as the billing offer words it', async () => {
    mockApi(
      { 'GET /api/jobs/user': { body: [] }, 'GET /api/payment/config': { body: TEST_PAYMENT_CONFIG }, 'GET /api/payment/offer': { body: PAID_OFFER } },
      { signedIn: customer({ subscriptionStatus: 'canceled' }) },
    );
    renderRoute('/dashboard');

    // Pro ended, so the trial was used: the dialog says what subscribing costs today.
    // Worded once the user, the offer and the payment form are read: three calls, so a longer wait.
    const dialog = await screen.findByRole('dialog', { name: 'Subscribe to Pro' }, { timeout: 3000 });
    expect(await within(dialog).findByText(/charged \$29\.00 today\.$/, undefined, { timeout: 3000 })).toBeInTheDocument();
    // The history is there, underneath and out of reach while the dialog shows.
    expect(screen.getByRole('heading', { level: 1, name: 'Video History', hidden: true }).closest('[inert]')).not.toBeNull();
  });

  it('lets a free user (Pro ended) close the dialog and see their latest job', async () => {
    const user = userEvent.setup();
    mockApi(
      {
        'GET /api/jobs/user': { body: [jobView({ id: 'free-latest', isPaid: false })] },
        'GET /api/payment/config': { body: TEST_PAYMENT_CONFIG },
        'GET /api/payment/offer': { body: PAID_OFFER },
      },
      { signedIn: customer({ subscriptionStatus: 'canceled' }) },
    );
    renderRoute('/dashboard');

    const dialog = await screen.findByRole('dialog', undefined, { timeout: 3000 });
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const section = within(await screen.findByRole('region', { name: 'Free Jobs' }));
    const card = within(section.getByRole('article', { name: 'Job free-latest' }));
    expect(card.getByRole('link', { name: /combination_1/ })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Video History' }).closest('[inert]')).toBeNull();
  });

  it('opens the history without a dialog for a user with Pro access', async () => {
    mockApi({ 'GET /api/jobs/user': { body: [] } }, { signedIn: proCustomer() });
    renderRoute('/dashboard');

    expect(await screen.findByRole('heading', { level: 1, name: 'Video History' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create New Job' })).toHaveAttribute('href', '/');
  });
});

describe('dashboard: video history', () => {
  it('shows three placeholder cards while the history loads', async () => {
    mockApi({ 'GET /api/jobs/user': () => new Promise(() => undefined) }, { signedIn: proCustomer() });
    renderRoute('/dashboard');

    const loading = await screen.findByRole('status', { name: 'Loading jobs' });
    expect(loading.querySelectorAll('.job-placeholder')).toHaveLength(3);
  });

  it('says so when the history cannot be loaded', async () => {
    mockApi({ 'GET /api/jobs/user': { status: 500, body: { error: 'Internal server error' } } }, { signedIn: proCustomer() });
    renderRoute('/dashboard');

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load jobs. Please try again.');
    expect(screen.queryByText('No Video Jobs Yet')).not.toBeInTheDocument();
  });

  it('invites a user without jobs to create the first video', async () => {
    mockApi({ 'GET /api/jobs/user': { body: [] } }, { signedIn: proCustomer() });
    renderRoute('/dashboard');

    expect(await screen.findByRole('heading', { name: 'No Video Jobs Yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create Your First Video' })).toHaveAttribute('href', '/');
    expect(screen.queryByText('Total Jobs')).not.toBeInTheDocument();
  });

  it('summarises and lists paid jobs with their status, inputs and combinations', async () => {
    const jobs = [
      jobView({ id: 'job-1', status: 'processing', createdAt: daysAgo(3), outputVideos: [], counts: { intro: 1, body: 2, cta: 1, expectedOutputs: 4, producedOutputs: 1 } }),
      jobView({ id: 'job-2', status: 'failed', createdAt: daysAgo(10), outputVideos: [] }),
      jobView({ id: 'job-3', status: 'pending', createdAt: daysAgo(45), outputVideos: [] }),
    ];
    mockApi({ 'GET /api/jobs/user': { body: jobs } }, { signedIn: proCustomer() });
    renderRoute('/dashboard');

    const summary = within(await screen.findByRole('list', { name: 'Job summary' }));
    expect(summary.getByText('Total Jobs').nextSibling).toHaveTextContent('3');
    expect(summary.getByText('Last 7 Days').nextSibling).toHaveTextContent('1');
    expect(summary.getByText('Last 30 Days').nextSibling).toHaveTextContent('2');

    const section = within(screen.getByRole('region', { name: 'Pro Jobs History' }));
    const processing = within(section.getByRole('article', { name: 'Job job-1' }));
    expect(processing.getByText('Pro')).toBeInTheDocument();
    expect(processing.getByText('Processing')).toHaveClass('rm-badge--secondary');
    expect(processing.getByText('4 (1 intro, 2 body, 1 CTA)')).toBeInTheDocument();
    expect(processing.getByText('3 days ago')).toBeInTheDocument();
    expect(within(section.getByRole('article', { name: 'Job job-2' })).getByText('Failed')).toHaveClass('rm-badge--destructive');
    expect(within(section.getByRole('article', { name: 'Job job-3' })).getByText('Pending')).toHaveClass('rm-badge--secondary');
    expect(screen.queryByRole('region', { name: 'Free Jobs' })).not.toBeInTheDocument();
  });

  it('offers a pending job, uploaded but never rendered, its framing review and render', async () => {
    const user = userEvent.setup();
    const jobs = [
      jobView({ id: 'job-waiting', status: 'pending', outputVideos: [], progress: 10 }),
      jobView({ id: 'job-running', status: 'processing', outputVideos: [] }),
      jobView({ id: 'job-done' }),
    ];
    mockApi({ 'GET /api/jobs/user': { body: jobs } }, { signedIn: proCustomer() });
    const { router } = renderRoute('/dashboard');

    const waiting = within(await screen.findByRole('article', { name: 'Job job-waiting' }));
    expect(waiting.getByText('This job is waiting for you to check its framing and start the render.')).toBeInTheDocument();
    for (const started of ['Job job-running', 'Job job-done']) {
      expect(within(screen.getByRole('article', { name: started })).queryByRole('link', { name: 'Review Framing and Render' })).not.toBeInTheDocument();
    }

    await user.click(waiting.getByRole('link', { name: 'Review Framing and Render' }));

    expect(router.state.location.pathname).toBe('/jobs/job-waiting/framing');
  });

  it('lists a completed job with its outputs and a success badge', async () => {
    mockApi({ 'GET /api/jobs/user': { body: [jobView({ id: 'job-done' })] } }, { signedIn: proCustomer() });
    renderRoute('/dashboard');

    const card = within(await screen.findByRole('article', { name: 'Job job-done' }));
    expect(card.getByText('Completed')).toHaveClass('rm-badge--success');
    expect(card.getByRole('link', { name: /combination_1/ })).toHaveAttribute('href', `/api/videos/${OUTPUTS_JOB_ID}--combination_1.mp4`);
  });

  it('lists the outputs a processing job already has, adding new ones with each refresh', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const outputs = jobView().outputVideos;
    const processing = (done: number) =>
      jobView({ id: 'job-running', status: 'processing', outputVideos: outputs.slice(0, done), progress: 40, counts: { intro: 1, body: 2, cta: 1, expectedOutputs: 4, producedOutputs: done } });
    let jobs = [processing(2)];
    mockApi({ 'GET /api/jobs/user': () => ({ body: jobs }) }, { signedIn: proCustomer() });
    try {
      renderRoute('/dashboard');

      const card = within(await screen.findByRole('article', { name: 'Job job-running' }));
      expect(card.getByText('Processing')).toBeInTheDocument();
      expect(card.getAllByRole('link', { name: /^Download combination_/ }).map((link) => link.getAttribute('href'))).toEqual([
        `/api/videos/${OUTPUTS_JOB_ID}--combination_1.mp4`,
        `/api/videos/${OUTPUTS_JOB_ID}--combination_2.mp4`,
      ]);
      expect(card.queryByRole('link', { name: /Download all/ })).not.toBeInTheDocument();
      const firstPlayer = card.getByLabelText('Preview of combination_1.mp4');

      jobs = [processing(3)];
      await act(() => vi.advanceTimersByTimeAsync(5000));
      expect(await card.findByRole('link', { name: 'Download combination_3.mp4' })).toBeInTheDocument();
      expect(card.getAllByLabelText(/^Preview of /)).toHaveLength(3);
      expect(card.getByLabelText('Preview of combination_1.mp4')).toBe(firstPlayer);
    } finally {
      vi.useRealTimers();
    }
  });

  it("keeps a free user's processing job, outputs and all, under the subscription dialog", async () => {
    const running = jobView({ id: 'free-running', isPaid: false, status: 'processing', outputVideos: jobView().outputVideos.slice(0, 1) });
    mockApi({ 'GET /api/jobs/user': { body: [running] }, 'GET /api/payment/config': { body: TEST_PAYMENT_CONFIG } }, { signedIn: customer() });
    renderRoute('/dashboard');

    const card = await screen.findByRole('article', { name: 'Job free-running', hidden: true });
    expect(within(card).getByRole('link', { name: 'Download combination_1.mp4', hidden: true })).toBeInTheDocument();
    expect(card.closest('[inert]')).not.toBeNull();
  });

  it("shows a free user only the latest free job, without the summary", async () => {
    const jobs = [jobView({ id: 'free-new', isPaid: false }), jobView({ id: 'free-old', isPaid: false, createdAt: daysAgo(3) })];
    mockApi({ 'GET /api/jobs/user': { body: jobs }, 'GET /api/payment/config': { body: TEST_PAYMENT_CONFIG } }, { signedIn: customer() });
    renderRoute('/dashboard');

    const section = within(await screen.findByRole('region', { name: 'Free Jobs', hidden: true }));
    expect(section.getAllByRole('article', { hidden: true })).toHaveLength(1);
    expect(section.getByRole('article', { name: 'Job free-new', hidden: true })).toBeInTheDocument();
    expect(screen.queryByText('Job free-old')).not.toBeInTheDocument();
    expect(screen.queryByText('Total Jobs')).not.toBeInTheDocument();
    expect(screen.queryByText('Pro Jobs History')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Cancel Membership', hidden: true })).not.toBeInTheDocument();
  });

  it('refreshes the history every 5 seconds while signed in', async () => {
    const api = mockApi({ 'GET /api/jobs/user': { body: [] } }, { signedIn: proCustomer() });
    renderRoute('/dashboard');
    await screen.findByText('No Video Jobs Yet');
    expect(api.callsTo('GET /api/jobs/user')).toHaveLength(1);

    await waitFor(() => expect(api.callsTo('GET /api/jobs/user')).toHaveLength(2), { timeout: 6000 });
  }, 10_000);
});

describe('dashboard: cancel membership', () => {
  const periodEnd = '2030-05-17T10:00:00.000Z';

  it('cancels after confirmation, replaces the user and says until when Pro lasts', async () => {
    const user = userEvent.setup();
    const pro = proCustomer({ subscriptionStatus: 'active', subscriptionTrialEnd: null, subscriptionCurrentPeriodEnd: periodEnd });
    let answer: (reply: { body: unknown }) => void = () => undefined;
    const api = mockApi(
      {
        'GET /api/jobs/user': { body: [] },
        'POST /api/payment/cancel': () => new Promise((resolve) => (answer = resolve)),
      },
      { signedIn: pro },
    );
    renderRoute('/dashboard');

    await user.click(await screen.findByRole('button', { name: 'Cancel Membership' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Cancel Pro Subscription' }));
    expect(dialog.getByText(/unlimited video storage and premium support/)).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Cancel Subscription' }));

    expect(await dialog.findByRole('button', { name: 'Processing...' })).toBeDisabled();
    answer({ body: { ...pro, accessUntil: periodEnd } });

    expect(await screen.findByText('Subscription Cancelled')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Cancel Pro Subscription' })).not.toBeInTheDocument();
    expect(screen.getByText(/You keep Pro access until May 17, 2030\./)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel Membership' })).not.toBeInTheDocument();
    expect(api.callsTo('POST /api/payment/cancel')).toHaveLength(1);
  });

  it('keeps the subscription when the user thinks again', async () => {
    const user = userEvent.setup();
    const api = mockApi({ 'GET /api/jobs/user': { body: [] } }, { signedIn: proCustomer() });
    renderRoute('/dashboard');

    await user.click(await screen.findByRole('button', { name: 'Cancel Membership' }));
    await user.click(screen.getByRole('button', { name: 'Keep Subscription' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.callsTo('POST /api/payment/cancel')).toHaveLength(0);
  });

  it("shows the server's reason when the cancellation fails", async () => {
    const user = userEvent.setup();
    mockApi(
      {
        'GET /api/jobs/user': { body: [] },
        'POST /api/payment/cancel': { status: 404, body: { error: 'No active subscription to cancel', message: 'No active subscription to cancel', code: 'NOT_FOUND' } },
      },
      { signedIn: proCustomer() },
    );
    renderRoute('/dashboard');

    await user.click(await screen.findByRole('button', { name: 'Cancel Membership' }));
    await user.click(screen.getByRole('button', { name: 'Cancel Subscription' }));

    expect(await screen.findByText('Cancellation Failed')).toBeInTheDocument();
    expect(screen.getByText('No active subscription to cancel')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel Subscription' })).toBeEnabled();
  });

  it('falls back to a generic reason when the failure says nothing', async () => {
    const user = userEvent.setup();
    mockApi({ 'GET /api/jobs/user': { body: [] }, 'POST /api/payment/cancel': { status: 502, text: '' } }, { signedIn: proCustomer() });
    renderRoute('/dashboard');

    await user.click(await screen.findByRole('button', { name: 'Cancel Membership' }));
    await user.click(screen.getByRole('button', { name: 'Cancel Subscription' }));

    expect(await screen.findByText('Failed to cancel subscription')).toBeInTheDocument();
  });
});
