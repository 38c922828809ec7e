import type { JobView } from '@reelmix/contracts';
import { LimitMessages, limitsOf } from '@reelmix/contracts/browser';
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { customer, mockApi } from '../../../test/mock-api';
import { renderRoute } from '../../../test/render-route';
import { buildLibrary } from '../clip-library/library-clip.builder';
import { uploadPageState } from '../upload/library-seed';
import { buildJobView, JOB_ID, outputPaths } from '../jobs/job-view.builder';

const ADD_PATH = `/jobs/${JOB_ID}/add`;
const FREE_MAX = limitsOf('free').maxCombinations;
const THREE_TEXTS = [{ text: 'Stop scrolling' }, { text: 'Wait for it' }, { text: 'You need this', label: 'Need' }];

/** A finished job of a free buyer with these clips per section, in 9:16 and 4:5. */
function finishedJob(clips: { intro: number; body: number; cta: number }, overrides: Partial<JobView> = {}): JobView {
  const names = (prefix: string, count: number) => Array.from({ length: count }, (_, index) => `${prefix}-${index + 1}.mp4`);
  return buildJobView({
    status: 'completed',
    progress: 100,
    completedAt: new Date().toISOString(),
    outputVideos: outputPaths(),
    introVideos: names('hook', clips.intro),
    bodyVideos: names('body', clips.body),
    ctaVideos: names('cta', clips.cta),
    ...overrides,
  });
}

async function openAddClips(job: JobView, state?: unknown) {
  mockApi({ [`GET /api/jobs/${JOB_ID}`]: { body: job }, 'GET /api/clips': { body: { clips: buildLibrary() } } }, { signedIn: customer() });
  renderRoute(ADD_PATH, state);
  await screen.findByRole('heading', { level: 1, name: 'Add Clips' });
}

const banner = () => screen.getByText(/\d+ combinations?$/, { selector: '.combination-banner__count' }).closest('p') as HTMLElement;
const toastArea = () => within(screen.getByRole('region', { name: /Notifications/ }));
const chosenNames = (noun: string) =>
  within(screen.queryByRole('list', { name: `Chosen ${noun} videos` }) ?? document.createElement('ul'))
    .queryAllByRole('listitem')
    .map((item) => item.querySelector('.dropzone__file-name')?.textContent);

async function drop(section: 'Intro' | 'Body' | 'CTA', name: string) {
  fireEvent.change(screen.getByLabelText(`${section} video files`), { target: { files: [new File(['x'], name, { type: 'video/mp4' })] } });
  // react-dropzone reads the files asynchronously.
  await act(async () => undefined);
}

describe("adding clips to a job counts the job's texts", () => {
  it('counts hooks x texts x bodies x CTAs for the job with the added clips, and its videos in its placements', async () => {
    await openAddClips(finishedJob({ intro: 2, body: 1, cta: 1 }, { texts: THREE_TEXTS }));

    expect(banner()).toHaveTextContent(`6 combinations (maximum ${FREE_MAX} on your plan) · 12 videos in 2 placements`);

    await drop('Body', 'body-new.mp4');

    expect(chosenNames('body')).toEqual(['body-new.mp4']);
    expect(banner()).toHaveTextContent('12 combinations');
    expect(banner()).toHaveTextContent('24 videos in 2 placements');
    expect(screen.getByRole('button', { name: 'Add to job' })).toBeEnabled();
  });

  it('refuses a dropped file that passes the limit only without the texts, with the contracts message', async () => {
    // 3 hooks x 3 texts x 2 bodies x 1 CTA = 18; a second CTA would make 36 (12 without the texts).
    await openAddClips(finishedJob({ intro: 3, body: 2, cta: 1 }, { texts: THREE_TEXTS }));

    await drop('CTA', 'cta-new.mp4');

    expect(toastArea().getByText('Too Many Combinations')).toBeInTheDocument();
    expect(toastArea().getByText(new RegExp(LimitMessages.tooManyCombinations(36, FREE_MAX)))).toBeInTheDocument();
    expect(chosenNames('CTA')).toEqual([]);
    expect(banner()).toHaveTextContent('18 combinations');
    expect(screen.getByRole('button', { name: 'Add to job' })).toBeDisabled();
  });

  it('refuses a library clip that passes the limit only without the texts', async () => {
    const user = userEvent.setup();
    await openAddClips(finishedJob({ intro: 3, body: 2, cta: 1 }, { texts: THREE_TEXTS }));

    await user.click(screen.getByRole('button', { name: 'Add CTA clips from library' }));
    const picker = within(await screen.findByRole('dialog', { name: 'Add CTA clips from your library' }));
    await user.click(await picker.findByRole('checkbox', { name: /cta1\.mp4/ }));
    await user.click(picker.getByRole('button', { name: 'Add clip' }));

    expect(await toastArea().findByText(new RegExp(LimitMessages.tooManyCombinations(36, FREE_MAX)))).toBeInTheDocument();
    expect(chosenNames('CTA')).toEqual([]);
  });

  it('refuses a clip chosen on the library page for the job that passes the limit only without the texts', async () => {
    const [cta] = buildLibrary();
    await openAddClips(finishedJob({ intro: 3, body: 2, cta: 1 }, { texts: THREE_TEXTS }), uploadPageState([{ section: 'cta', clip: cta! }]));

    expect(await toastArea().findByText(new RegExp(LimitMessages.tooManyCombinations(36, FREE_MAX)))).toBeInTheDocument();
    expect(chosenNames('CTA')).toEqual([]);
  });

  it('counts a job without texts by its clips alone, and takes that same drop', async () => {
    await openAddClips(finishedJob({ intro: 3, body: 2, cta: 1 }));
    expect(banner()).toHaveTextContent('6 combinations');

    await drop('CTA', 'cta-new.mp4');

    expect(chosenNames('CTA')).toEqual(['cta-new.mp4']);
    expect(banner()).toHaveTextContent('12 combinations');
    expect(screen.queryByText('Too Many Combinations')).not.toBeInTheDocument();
  });
});
