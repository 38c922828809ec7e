import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { customer, mockApi } from '../../../test/mock-api';
import { AppProviders } from '../../app-providers';
import { UploadProgressCard } from '../upload/upload-progress-card';
import { initialUploadState } from '../upload/upload-state';
import { JobProgressPanel } from './job-progress-panel';
import { buildJobView, JOB_ID, outputPath } from './job-view.builder';

const JOB_ROUTE = `GET /api/jobs/${JOB_ID}`;

/** Every estimate of a wait the page shows, fixed ones included. */
const ESTIMATE = /\b(?:A few seconds|About \d+ (?:seconds?|minutes?|hours?)) left\b|\d+\s*-\s*\d+ minutes/g;
const estimatesOnScreen = () => document.body.textContent?.match(ESTIMATE) ?? [];

/** The home page's upload card handed to the background, with the job's panel below it. */
function renderPage() {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <>
            <UploadProgressCard state={{ ...initialUploadState, phase: 'background', jobId: JOB_ID }} onReset={() => {}} />
            <JobProgressPanel jobId={JOB_ID} />
          </>
        ),
      },
    ],
    { initialEntries: ['/'] },
  );
  render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

const later = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

/** A 2 x 1 x 1 job in two placements with `done` of its four outputs stored. */
const rendering = (done: number, estimatedSecondsLeft: number | null) =>
  buildJobView({
    status: 'processing',
    outputVideos: ['h1-b1-c1_9x16.mp4', 'h1-b1-c1_4x5.mp4', 'h2-b1-c1_9x16.mp4'].slice(0, done).map((name) => outputPath(name)),
    counts: { intro: 2, body: 1, cta: 1, expectedOutputs: 4, producedOutputs: done },
    estimatedSecondsLeft,
  });

describe("a job's time left on the page", () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("shows one estimate, the server's, and follows it down as outputs arrive", async () => {
    let job = rendering(0, 130);
    mockApi({ [JOB_ROUTE]: () => ({ body: job }) }, { signedIn: customer() });
    renderPage();

    expect(await screen.findByText('Processing your videos: created 0 of 4. About 2 minutes left.')).toBeInTheDocument();
    expect(screen.getByText(/processing in the background/)).toHaveTextContent(/email you download links/);
    expect(estimatesOnScreen()).toEqual(['About 2 minutes left']);

    job = rendering(1, 38);
    await later(3000);
    expect(await screen.findByText('Processing your videos: created 1 of 4. About 40 seconds left.')).toBeInTheDocument();
    expect(estimatesOnScreen()).toEqual(['About 40 seconds left']);

    job = rendering(3, 4);
    await later(3000);
    expect(await screen.findByText('Processing your videos: created 3 of 4. A few seconds left.')).toBeInTheDocument();
    expect(estimatesOnScreen()).toEqual(['A few seconds left']);
  });

  it('shows no estimate at all while the server has none: a queued job, or one it cannot place', async () => {
    let job = buildJobView({ status: 'pending' });
    mockApi({ [JOB_ROUTE]: () => ({ body: job }) }, { signedIn: customer() });
    renderPage();

    expect(await screen.findByText(/Your videos are queued/)).toBeInTheDocument();
    expect(estimatesOnScreen()).toEqual([]);

    job = rendering(1, null);
    await later(3000);
    expect(await screen.findByText('Processing your videos: created 1 of 4.')).toBeInTheDocument();
    expect(estimatesOnScreen()).toEqual([]);
  });
});
