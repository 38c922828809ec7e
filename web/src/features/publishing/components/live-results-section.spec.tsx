import { REFRESH_TOO_SOON } from '@reelmix/contracts/browser';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { mockApi } from '../../../../test/mock-api';
import { JOB_ID } from '../../jobs/job-view.builder';
import { openResults } from '../../read-back/read-results.fixture';
import { buildLiveResults, buildPublication, buildRound } from '../publishing.builder';

const PUBLICATIONS_ROUTE = `GET /api/jobs/${JOB_ID}/publications`;
const LIVE_ROUTE = `GET /api/jobs/${JOB_ID}/results`;
const REFRESH_PATH = `/api/jobs/${JOB_ID}/insights/refresh`;
const PAUSE_ROUTE = `POST /api/jobs/${JOB_ID}/ads/pause`;

/** The Read results page of a job published once (four ads, hook-1's are 7001 and 7002). */
function openPublishedResults(routes: Parameters<typeof mockApi>[0] = {}) {
  return openResults({ [PUBLICATIONS_ROUTE]: { body: [buildPublication()] }, [LIVE_ROUTE]: { body: buildLiveResults() }, ...routes });
}

/** Answers the refresh with a 429 and its Retry-After header, which the test gateway cannot set. */
function refuseRefresh(api: ReturnType<typeof mockApi>, retryAfter: string) {
  const answer = api.fetchMock.getMockImplementation()!;
  api.fetchMock.mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
    if (String(input).split('?')[0] !== REFRESH_PATH) return answer(input, init);
    api.calls.push({ method: 'POST', path: REFRESH_PATH, body: undefined });
    return new Response(JSON.stringify({ error: 'Too Many Requests', message: REFRESH_TOO_SOON }), { status: 429, headers: { 'Retry-After': retryAfter } });
  });
}

const live = async () => within(await screen.findByRole('region', { name: 'Live results' }));

describe('live results of a published job', () => {
  it('is not shown for a job never published, and the export import stays', async () => {
    const { api } = openResults({ [PUBLICATIONS_ROUTE]: { body: [] } });

    expect(await screen.findByLabelText('Ads Manager export file')).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo(PUBLICATIONS_ROUTE)).toHaveLength(1));
    expect(screen.queryByRole('region', { name: 'Live results' })).not.toBeInTheDocument();
    expect(api.callsTo(LIVE_ROUTE)).toEqual([]);
  });

  it('shows the live report with the same verdicts as an imported one, and when Meta was last read', async () => {
    openPublishedResults();

    const section = await live();
    expect(await section.findByText(/Last read/)).toHaveTextContent('Last read 1 minute ago from 4 ads.');
    const hooks = within(section.getByRole('region', { name: 'Hooks' }));
    expect(hooks.getByText('Winner:')).toHaveTextContent('Winner: hook-2.mp4');
    expect(section.getByRole('region', { name: 'Placements' })).toHaveTextContent('No winner yet');
    expect(section.queryByText(/Not enough data yet: about/)).not.toBeInTheDocument();
  });

  it('says how many more impressions each part needs before its verdict means something', async () => {
    openPublishedResults({ [LIVE_ROUTE]: { body: buildLiveResults({ report: null, impressionsNeeded: 12_000 }) } });

    const section = await live();
    expect(await section.findByText(/Not enough data yet/)).toHaveTextContent('Not enough data yet: about 12,000 more impressions per part.');
    expect(section.getByText(/No figures from Meta yet/)).toBeInTheDocument();
  });

  it('reads Meta again on Refresh now and shows the new reading', async () => {
    const user = userEvent.setup();
    const { api } = openPublishedResults({
      [LIVE_ROUTE]: { body: buildLiveResults({ readAt: new Date(Date.now() - 7_200_000).toISOString() }) },
      [`POST ${REFRESH_PATH}`]: { body: buildLiveResults({ readAt: new Date().toISOString(), ads: 3 }) },
    });

    const section = await live();
    expect(await section.findByText(/Last read/)).toHaveTextContent('Last read 2 hours ago');
    await user.click(section.getByRole('button', { name: 'Refresh now' }));

    await waitFor(() => expect(section.getByText(/Last read/)).toHaveTextContent('Last read just now from 3 ads.'));
    expect(api.callsTo(`POST ${REFRESH_PATH}`)).toHaveLength(1);
  });

  it('says when to try again when a refresh comes too soon', async () => {
    const user = userEvent.setup();
    const { api } = openPublishedResults();
    refuseRefresh(api, '42');

    const section = await live();
    await user.click(await section.findByRole('button', { name: 'Refresh now' }));

    expect(await section.findByRole('alert')).toHaveTextContent(`${REFRESH_TOO_SOON} Try again in 42 seconds.`);
    // The reading shown before stays.
    expect(section.getByText(/Last read/)).toHaveTextContent('Last read 1 minute ago');
  });

  it("pauses the losing hook's ads once confirmed, and says what was paused", async () => {
    const user = userEvent.setup();
    const { api } = openPublishedResults({ [PAUSE_ROUTE]: { body: { paused: ['7001', '7002'] } } });

    const section = await live();
    await user.click(await section.findByRole('button', { name: 'Pause losing ads' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Pause losing ads' }));
    const listed = dialog.getAllByRole('listitem').map((item) => item.textContent);
    expect(listed).toEqual(['h1-b1-c1_9x16.mp4: hook hook-1.mp4, ad 7001', 'h1-b1-c1_4x5.mp4: hook hook-1.mp4, ad 7002']);
    await user.click(dialog.getByRole('button', { name: 'Pause 2 ads' }));

    await waitFor(() => expect(api.callsTo(PAUSE_ROUTE)).toHaveLength(1));
    expect(api.callsTo(PAUSE_ROUTE)[0].body).toEqual({ adIds: ['7001', '7002'] });
    expect(await section.findByText(/Paused 2 ads on Meta/)).toBeInTheDocument();
    expect(section.getByRole('list', { name: 'Paused ads' })).toHaveTextContent('h1-b1-c1_9x16.mp4 (ad 7001)');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('links the rounds of the ad set, oldest first, each to its results', async () => {
    const earlier = buildRound({ jobId: 'job-round-1', jobName: 'Winter hooks', current: false });
    openPublishedResults({ [LIVE_ROUTE]: { body: buildLiveResults({ rounds: [earlier, buildRound()] }) } });

    const section = await live();
    const rounds = await section.findByRole('navigation', { name: 'Rounds in this ad set' });
    expect(rounds).toHaveTextContent('Rounds in this ad set:Round 1 (Winter hooks)Round 2 (this job)');
    expect(within(rounds).getByRole('link', { name: 'Round 1 (Winter hooks)' })).toHaveAttribute('href', '/jobs/job-round-1/results');
    expect(within(rounds).getByText('Round 2 (this job)')).toHaveAttribute('aria-current', 'page');
    expect(within(rounds).getAllByRole('link')).toHaveLength(1);
  });

  it('lists no rounds while the job is alone in its ad set', async () => {
    openPublishedResults();

    const section = await live();
    expect(await section.findByText(/Last read/)).toBeInTheDocument();
    expect(section.queryByRole('navigation', { name: /Rounds in/ })).not.toBeInTheDocument();
  });

  it('offers the next round: a new job with the live winner from the library, to which challengers can be added', async () => {
    const user = userEvent.setup();
    const { router } = openPublishedResults();

    const next = within(await (await live()).findByRole('region', { name: 'Next round' }));
    expect(await next.findByText(/Start a new job with the winning hook/)).toBeInTheDocument();
    expect(next.getByText(/Publish as ads starts with this ad set/)).toBeInTheDocument();
    await user.click(next.getByRole('button', { name: 'Start a new job with the winners' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    const intro = within(await screen.findByRole('list', { name: 'Chosen intro videos' }));
    expect(intro.getAllByRole('listitem')).toHaveLength(1);
    expect(intro.getByText('hook-2.mp4')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add intro clips from library' })).toBeEnabled();
  });
});
