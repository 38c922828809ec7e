import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { customer, mockApi, proCustomer } from '../../test/mock-api';
import { renderRoute } from '../../test/render-route';
import { buildLibrary } from '../features/clip-library/library-clip.builder';
import { buildJobView, JOB_ID, outputPaths } from '../features/jobs/job-view.builder';

const LIBRARY_ROUTE = 'GET /api/clips';
const TEST_PAYMENT_CONFIG = { provider: 'test', publishableKey: null, priceCents: 2900, currency: 'usd', trialDays: 7 };
const PAID_OFFER = { trialAvailable: false, trialDays: 0, priceCents: 2900, currency: 'usd', chargedTodayCents: 2900 };

const card = (name: string) => within(screen.getByRole('article', { name }));
const toastArea = () => within(screen.getByRole('region', { name: /Notifications/ }));

function openLibrary(routes: Parameters<typeof mockApi>[0] = {}, path = '/library') {
  const api = mockApi({ [LIBRARY_ROUTE]: { body: { clips: buildLibrary() } }, ...routes }, { signedIn: proCustomer() });
  return { api, ...renderRoute(path) };
}

/** A finished job whose first hook came from the library (hook1.mp4); `bodies` body clips. */
function finishedJob(bodies = 1) {
  return buildJobView({
    status: 'completed',
    progress: 100,
    outputVideos: outputPaths(),
    bodyVideos: Array.from({ length: bodies }, (_, index) => `body-${index + 1}.mp4`),
    clipIds: { intro: ['clip-hook1', null], body: Array.from({ length: bodies }, () => null), cta: [null] },
  });
}

/** The library opened from that job's page. */
function openLibraryForJob(job = finishedJob()) {
  return openLibrary({ [`GET /api/jobs/${JOB_ID}`]: { body: job } }, `/library?job=${JOB_ID}`);
}

describe('library page', () => {
  it("lists each clip with its poster, length, orientation, section and the jobs that use it", async () => {
    openLibrary();

    expect(await screen.findByRole('heading', { level: 1, name: 'Clip Library' })).toBeInTheDocument();
    const hook = await screen.findByRole('article', { name: 'hook1.mp4' });
    expect(within(hook).getByRole('img', { name: 'Preview of hook1.mp4' })).toHaveAttribute('src', '/api/clips/clip-hook1/poster');
    expect(within(hook).getByText('0:07')).toBeInTheDocument();
    expect(within(hook).getByText('Portrait')).toBeInTheDocument();
    expect(within(hook).getByText('Intro')).toBeInTheDocument();
    expect(within(hook).getByText('3 jobs')).toBeInTheDocument();

    expect(card('body2.mp4').getByText('1:05')).toBeInTheDocument();
    expect(card('body2.mp4').getByText('Landscape')).toBeInTheDocument();
    // No poster was taken of this one: a placeholder stands in.
    expect(card('cta1.mp4').getByRole('img', { name: 'No preview of cta1.mp4' })).toBeInTheDocument();
    expect(card('cta1.mp4').getByText('Square')).toBeInTheDocument();
    expect(card('cta1.mp4').getByText('0 jobs')).toBeInTheDocument();
    expect(screen.queryByText(/Free accounts keep only the clips of their latest job/)).not.toBeInTheDocument();
  });

  it('filters the clips by the section they were uploaded into', async () => {
    const user = userEvent.setup();
    openLibrary();
    await screen.findByRole('article', { name: 'hook1.mp4' });

    await user.selectOptions(screen.getByRole('combobox', { name: 'Section' }), 'Body');

    const names = () => screen.getAllByRole('article').map((article) => within(article).getByRole('heading').textContent);
    expect(names()).toEqual(['body2.mp4']);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Section' }), 'All sections');
    expect(names()).toEqual(['cta1.mp4', 'body2.mp4', 'hook1.mp4']);
  });

  it('deletes a clip after saying what goes with it, then shows the refreshed library', async () => {
    const user = userEvent.setup();
    const { api } = openLibrary({
      'DELETE /api/clips/clip-hook1': { body: { deleted: true, removedOutputs: 6, changedJobs: 3 } },
    });
    await screen.findByRole('article', { name: 'hook1.mp4' });

    await user.click(card('hook1.mp4').getByRole('button', { name: 'Delete hook1.mp4' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete clip' });
    expect(dialog).toHaveAccessibleDescription('Delete hook1.mp4? The outputs made from it in 3 jobs are deleted too. This cannot be undone.');
    expect(api.callsTo('DELETE /api/clips/clip-hook1')).toHaveLength(0);

    api.on(LIBRARY_ROUTE, { body: { clips: buildLibrary().filter((clip) => clip.id !== 'clip-hook1') } });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(screen.queryByRole('article', { name: 'hook1.mp4' })).not.toBeInTheDocument());
    expect(api.callsTo('DELETE /api/clips/clip-hook1')).toHaveLength(1);
    expect(api.callsTo(LIBRARY_ROUTE)).toHaveLength(2);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(toastArea().getByText('hook1.mp4 and 6 outputs made from it were deleted.')).toBeInTheDocument();
  });

  it('keeps the clip and shows the reason when a job using it is rendering (409)', async () => {
    const user = userEvent.setup();
    const { api } = openLibrary({
      'DELETE /api/clips/clip-body2': { status: 409, body: { message: 'body2.mp4 is used by a job that is rendering; try again when it has finished.' } },
    });
    await screen.findByRole('article', { name: 'body2.mp4' });

    await user.click(card('body2.mp4').getByRole('button', { name: 'Delete body2.mp4' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete clip' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('body2.mp4 is used by a job that is rendering; try again when it has finished.');
    expect(screen.getByRole('article', { name: 'body2.mp4' })).toBeInTheDocument();
    expect(api.callsTo(LIBRARY_ROUTE)).toHaveLength(1);

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('takes the selected clips, each in its chosen section, to the upload page', async () => {
    const user = userEvent.setup();
    const { router } = openLibrary({ 'GET /api/jobs/user': { body: [] } });
    await screen.findByRole('article', { name: 'hook1.mp4' });

    await user.click(card('hook1.mp4').getByRole('checkbox', { name: 'Select hook1.mp4' }));
    await user.click(card('body2.mp4').getByRole('checkbox', { name: 'Select body2.mp4' }));
    // A clip can fill another section than the one it came from.
    await user.selectOptions(card('body2.mp4').getByRole('combobox', { name: 'Section for body2.mp4' }), 'CTA');
    expect(screen.getByRole('region', { name: 'Selected clips' })).toHaveTextContent('2 clips selected');

    await user.click(screen.getByRole('button', { name: 'Use in a new job' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    const intro = await screen.findByRole('list', { name: 'Chosen intro videos' });
    expect(within(intro).getByText('hook1.mp4')).toBeInTheDocument();
    expect(within(intro).getByText('library')).toBeInTheDocument();
    const cta = screen.getByRole('list', { name: 'Chosen CTA videos' });
    expect(within(cta).getByText('body2.mp4')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Chosen body videos' })).not.toBeInTheDocument();
  });

  it("adds the selected clips to the job it was opened for, on the job's add-clips page, without offering the clips it has", async () => {
    const user = userEvent.setup();
    const { router } = openLibraryForJob();
    await screen.findByRole('article', { name: 'hook1.mp4' });

    expect(await card('hook1.mp4').findByText('Already in this job')).toBeInTheDocument();
    expect(card('hook1.mp4').queryByRole('checkbox')).not.toBeInTheDocument();
    await user.click(card('body2.mp4').getByRole('checkbox', { name: 'Select body2.mp4' }));
    await user.click(card('cta1.mp4').getByRole('checkbox', { name: 'Select cta1.mp4' }));
    const selected = within(screen.getByRole('region', { name: 'Selected clips' }));
    expect(selected.getByText('2 clips selected')).toBeInTheDocument();
    expect(selected.getByRole('button', { name: 'Use in a new job' })).toBeInTheDocument();

    await user.click(selected.getByRole('button', { name: 'Add to this job' }));

    await waitFor(() => expect(router.state.location.pathname).toBe(`/jobs/${JOB_ID}/add`));
    expect(await screen.findByRole('heading', { level: 1, name: 'Add Clips' })).toBeInTheDocument();
    const body = within(await screen.findByRole('list', { name: 'Chosen body videos' }));
    expect(body.getByText('body2.mp4')).toBeInTheDocument();
    expect(body.getByText('library')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Chosen CTA videos' })).getByText('cta1.mp4')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add to job' })).toBeEnabled();
    // Applied once: the history entry no longer carries them, so a reload does not add them twice.
    expect(router.state.location.state).toBeNull();
  });

  it('holds the clips added to a job to the plan limits, counting the clips the job has', async () => {
    const user = userEvent.setup();
    openLibraryForJob(finishedJob(10));
    await screen.findByRole('article', { name: 'hook1.mp4' });
    await card('hook1.mp4').findByText('Already in this job');

    await user.click(card('body2.mp4').getByRole('checkbox', { name: 'Select body2.mp4' }));
    await user.click(card('cta1.mp4').getByRole('checkbox', { name: 'Select cta1.mp4' }));
    await user.click(screen.getByRole('button', { name: 'Add to this job' }));

    await screen.findByRole('heading', { level: 1, name: 'Add Clips' });
    expect(await toastArea().findByText('Maximum 10 files allowed for the body videos.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Chosen body videos' })).not.toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Chosen CTA videos' })).getByText('cta1.mp4')).toBeInTheDocument();
  });

  it('offers only a new job when the job it was opened for cannot be loaded', async () => {
    const user = userEvent.setup();
    openLibrary({ [`GET /api/jobs/${JOB_ID}`]: { status: 404, body: { message: 'Not found' } } }, `/library?job=${JOB_ID}`);
    await screen.findByRole('article', { name: 'hook1.mp4' });

    expect(await screen.findByText(/The job these clips were to be added to could not be loaded/)).toBeInTheDocument();
    await user.click(card('hook1.mp4').getByRole('checkbox', { name: 'Select hook1.mp4' }));
    expect(screen.getByRole('button', { name: 'Use in a new job' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add to this job' })).not.toBeInTheDocument();
  });

  it('explains the empty library and, to a free customer, that only the latest job is kept', async () => {
    const user = userEvent.setup();
    mockApi(
      { [LIBRARY_ROUTE]: { body: { clips: [] } }, 'GET /api/payment/config': { body: TEST_PAYMENT_CONFIG }, 'GET /api/payment/offer': { body: PAID_OFFER } },
      { signedIn: customer({ subscriptionStatus: 'canceled' }) },
    );
    renderRoute('/library');

    // The customer guard offers Pro first; a free customer may close it and still see the library.
    const dialog = await screen.findByRole('dialog', undefined, { timeout: 3000 });
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));

    expect(await screen.findByRole('heading', { name: 'No Clips Yet' })).toBeInTheDocument();
    expect(screen.getByText('The clips you upload for a job appear here, so you can use them again in later jobs.')).toBeInTheDocument();
    expect(screen.getByText(/Free accounts keep only the clips of their latest job/)).toBeInTheDocument();
  });
});
