import type { ClipFramingChange, ClipFramingView } from '@reelmix/contracts';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, type MockCall } from '../../../test/mock-api';
import { AppProviders } from '../../app-providers';
import { JOB_ID } from '../jobs/job-view.builder';
import { FramingReview, type FramingReviewProps } from './framing-review';
import { buildJobFraming } from './job-framing.builder';

const FRAMING_ROUTE = `GET /api/jobs/${JOB_ID}/framing`;
const saveRoute = (clipId: string) => `PUT /api/jobs/${JOB_ID}/clips/${clipId}/framing`;

/** The server's answer to a change: the clip with that placement set as asked (auto blurs these landscape clips). */
function saved(call: MockCall, overrides: { mode?: 'fill' | 'blur' | 'fit' } = {}) {
  const change = call.body as ClipFramingChange;
  const clipId = call.path.split('/').at(-2);
  const clip = buildJobFraming().clips.find((entry) => entry.id === clipId) as ClipFramingView;
  const mode = overrides.mode ?? (change.framing === 'auto' ? 'blur' : change.framing);
  const placements = clip.placements.map((entry) =>
    entry.placement === change.placement
      ? { ...entry, choice: change.framing, mode, focus: change.focus ?? { x: 0.5, y: 0.5 }, overridden: true }
      : entry,
  );
  return { body: { ...clip, placements } };
}

function renderReview(routes: Parameters<typeof mockApi>[0] = {}, props: Partial<FramingReviewProps> = {}) {
  const api = mockApi({ [FRAMING_ROUTE]: { body: buildJobFraming() }, ...routes });
  const onRender = vi.fn();
  render(
    <AppProviders>
      <FramingReview jobId={JOB_ID} expectedOutputs={4} onRender={onRender} {...props} />
    </AppProviders>,
  );
  return { api, onRender };
}

const tile = (name: string) => within(screen.getByRole('listitem', { name }));
const findTile = async (name: string) => within(await screen.findByRole('listitem', { name }));
const imagesIn = (name: string) => Array.from(screen.getByRole('listitem', { name }).querySelectorAll('img'));

/** A fill tile: hook-1 (1920x1080) filling 9:16, focus centred. */
function fillingHook() {
  const framing = buildJobFraming();
  framing.clips[0].placements[0] = { ...framing.clips[0].placements[0], choice: 'fill', mode: 'fill', overridden: true };
  return framing;
}

/** jsdom lays nothing out: the slider gets the 270 x 480 box a 9:16 tile has on screen. */
function layOut(element: HTMLElement) {
  vi.spyOn(element, 'getBoundingClientRect').mockReturnValue({
    left: 0, top: 0, width: 270, height: 480, right: 270, bottom: 480, x: 0, y: 0, toJSON: () => ({}),
  });
}

describe('framing review', () => {
  it('reads in the order a buyer works: the heading, the clips, the combinations, then the render', async () => {
    renderReview();

    const clips = await screen.findByRole('list', { name: 'Clips' });
    const order = [
      screen.getByRole('heading', { name: 'Check the framing' }),
      clips,
      screen.getByRole('region', { name: 'Choose the combinations' }),
      screen.getByRole('button', { name: 'Render 4 videos' }),
    ];
    for (let i = 1; i < order.length; i++) {
      expect(order[i - 1].compareDocumentPosition(order[i]) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    }
  });

  it('shows every clip with its section and a framed preview per placement, safe zones on', async () => {
    renderReview();

    const rows = within(await screen.findByRole('list', { name: 'Clips' })).getAllByRole('heading', { level: 3 });
    expect(rows.map((row) => row.textContent)).toEqual(['Intro hook-1.mp40:12', 'Intro hook-2.mp40:12', 'Body body.mp40:12', 'CTA cta.mp40:12']);

    const vertical = tile('hook-1.mp4 in 9:16');
    const image = vertical.getByRole('img', { name: 'hook-1.mp4 in 9:16, Auto: blur' });
    expect(image).toHaveAttribute('src', `/api/jobs/${JOB_ID}/clips/intro-1/preview?placement=9x16&framing=auto&focus=0.5,0.5`);
    expect(vertical.getByText('Auto: blur')).toBeInTheDocument();
    expect(vertical.getByRole('combobox', { name: 'Framing of hook-1.mp4 in 9:16' })).toHaveValue('auto');
    for (const zone of ['Account name', 'Caption and button', 'Buttons']) expect(vertical.getByText(zone)).toBeInTheDocument();
    // Blur keeps the whole picture, so there is no focus point to move.
    expect(vertical.queryByRole('slider')).not.toBeInTheDocument();

    const feed = tile('hook-1.mp4 in 4:5');
    expect(feed.getByRole('img')).toHaveAttribute('src', expect.stringContaining('placement=4x5'));
    expect(feed.getByText('Nothing covers this placement in feeds')).toBeInTheDocument();
  });

  it('hides and shows the safe zones', async () => {
    const user = userEvent.setup();
    renderReview();
    await findTile('hook-1.mp4 in 9:16');

    await user.click(screen.getByRole('checkbox', { name: 'Show safe zones' }));
    expect(screen.queryByText('Account name')).not.toBeInTheDocument();
    expect(screen.queryByText('Nothing covers this placement in feeds')).not.toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Show safe zones' }));
    expect(screen.getAllByText('Account name')).toHaveLength(4);
  });

  it('saves a mode change, previews it at once and swaps the picture once it has loaded', async () => {
    const user = userEvent.setup();
    let answer: () => void = () => undefined;
    const { api } = renderReview({
      [saveRoute('intro-1')]: (call) => new Promise((resolve) => (answer = () => resolve(saved(call)))),
    });
    const vertical = await findTile('hook-1.mp4 in 9:16');
    const before = vertical.getByRole('img').getAttribute('src');
    fireEvent.load(vertical.getByRole('img'));

    await user.selectOptions(vertical.getByRole('combobox', { name: 'Framing of hook-1.mp4 in 9:16' }), 'fill');

    expect(api.callsTo(saveRoute('intro-1')).map((call) => call.body)).toEqual([
      { placement: '9:16', framing: 'fill', focus: { x: 0.5, y: 0.5 } },
    ]);
    expect(vertical.getByText('Saving...')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Render 4 videos' })).toBeDisabled();
    // The old picture stays until the new one is in.
    const [shown, next] = imagesIn('hook-1.mp4 in 9:16');
    expect(shown).toHaveAttribute('src', before);
    expect(next).toHaveAttribute('src', expect.stringContaining('framing=fill&focus=0.5,0.5'));
    fireEvent.load(next);
    expect(imagesIn('hook-1.mp4 in 9:16').map((image) => image.getAttribute('src'))).toEqual([next.getAttribute('src')]);

    await act(async () => answer());
    await waitFor(() => expect(vertical.queryByText('Saving...')).not.toBeInTheDocument());
    expect(vertical.getByText('Fill', { selector: 'p' })).toBeInTheDocument();
    expect(vertical.getByRole('slider', { name: 'Focus point of hook-1.mp4 in 9:16' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Render 4 videos' })).toBeEnabled();
  });

  it('moves the focus to the clicked point of the picture and saves it', async () => {
    const { api } = renderReview({ [FRAMING_ROUTE]: { body: fillingHook() }, [saveRoute('intro-1')]: (call) => saved(call) });
    const vertical = await findTile('hook-1.mp4 in 9:16');
    const slider = vertical.getByRole('slider', { name: 'Focus point of hook-1.mp4 in 9:16' });
    layOut(slider);

    // A quarter across and down the 9:16 window, which keeps the middle 31.6% of the 16:9 clip's width.
    fireEvent.pointerDown(slider, { button: 0, clientX: 67.5, clientY: 120, pointerId: 1 });
    fireEvent.pointerUp(slider, { button: 0, clientX: 67.5, clientY: 120, pointerId: 1 });

    await waitFor(() => expect(api.callsTo(saveRoute('intro-1'))).toHaveLength(1));
    expect(api.callsTo(saveRoute('intro-1'))[0].body).toEqual({ placement: '9:16', framing: 'fill', focus: { x: 0.421, y: 0.25 } });
    expect(imagesIn('hook-1.mp4 in 9:16').at(-1)).toHaveAttribute('src', expect.stringContaining('framing=fill&focus=0.421,0.25'));
    expect(slider).toHaveAttribute('aria-valuetext', '42% across, 25% down');
  });

  it('sends a quick second change only once the first is answered, so the server keeps the later one', async () => {
    const answers: Array<() => void> = [];
    const { api } = renderReview({
      [saveRoute('intro-1')]: (call) => new Promise((resolve) => answers.push(() => resolve(saved(call)))),
    });
    const vertical = await findTile('hook-1.mp4 in 9:16');

    fireEvent.change(vertical.getByRole('combobox', { name: 'Framing of hook-1.mp4 in 9:16' }), { target: { value: 'fill' } });
    const slider = vertical.getByRole('slider', { name: 'Focus point of hook-1.mp4 in 9:16' });
    layOut(slider);
    fireEvent.pointerDown(slider, { button: 0, clientX: 0, clientY: 240, pointerId: 1 });
    fireEvent.pointerUp(slider, { button: 0, clientX: 0, clientY: 240, pointerId: 1 });

    // The focus waits behind the fill: one request in flight.
    await waitFor(() => expect(api.callsTo(saveRoute('intro-1'))).toHaveLength(1));
    await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(api.callsTo(saveRoute('intro-1')).map((call) => call.body)).toEqual([{ placement: '9:16', framing: 'fill', focus: { x: 0.5, y: 0.5 } }]);
    expect(vertical.getByText('Saving...')).toBeInTheDocument();
    await act(async () => answers[0]!());
    await waitFor(() => expect(api.callsTo(saveRoute('intro-1'))).toHaveLength(2));
    expect(api.callsTo(saveRoute('intro-1'))[1]!.body).toMatchObject({ placement: '9:16', framing: 'fill', focus: { y: 0.5 } });
    expect((api.callsTo(saveRoute('intro-1'))[1]!.body as ClipFramingChange).focus!.x).toBeLessThan(0.5);
    expect(vertical.getByText('Saving...')).toBeInTheDocument();
    await act(async () => answers[1]!());
    await waitFor(() => expect(vertical.queryByText('Saving...')).not.toBeInTheDocument());
  });

  it('follows a drag and saves once, where it ends', async () => {
    const { api } = renderReview({ [FRAMING_ROUTE]: { body: fillingHook() }, [saveRoute('intro-1')]: (call) => saved(call) });
    const slider = (await findTile('hook-1.mp4 in 9:16')).getByRole('slider');
    layOut(slider);

    fireEvent.pointerDown(slider, { button: 0, clientX: 135, clientY: 240, pointerId: 1 });
    fireEvent.pointerMove(slider, { clientX: 200, clientY: 240, pointerId: 1 });
    fireEvent.pointerMove(slider, { clientX: 270, clientY: 240, pointerId: 1 });
    expect(api.callsTo(saveRoute('intro-1'))).toHaveLength(0);
    fireEvent.pointerUp(slider, { clientX: 270, clientY: 240, pointerId: 1 });

    await waitFor(() => expect(api.callsTo(saveRoute('intro-1'))).toHaveLength(1));
    expect(api.callsTo(saveRoute('intro-1'))[0].body).toMatchObject({ focus: { x: 0.658, y: 0.5 } });
  });

  it('moves the focus with the arrow keys, saving when a key is let go', async () => {
    const user = userEvent.setup();
    const { api } = renderReview({ [FRAMING_ROUTE]: { body: fillingHook() }, [saveRoute('intro-1')]: (call) => saved(call) });
    const slider = (await findTile('hook-1.mp4 in 9:16')).getByRole('slider');

    slider.focus();
    await user.keyboard('{ArrowRight}');
    await waitFor(() => expect(api.callsTo(saveRoute('intro-1'))).toHaveLength(1));
    expect(api.callsTo(saveRoute('intro-1'))[0].body).toEqual({ placement: '9:16', framing: 'fill', focus: { x: 0.52, y: 0.5 } });
    await waitFor(() => expect(slider).toHaveAttribute('aria-valuetext', '52% across, 50% down'));

    await user.keyboard('{Shift>}{ArrowUp}{/Shift}');
    await waitFor(() => expect(api.callsTo(saveRoute('intro-1'))).toHaveLength(2));
    expect(api.callsTo(saveRoute('intro-1'))[1].body).toMatchObject({ focus: { x: 0.52, y: 0.4 } });

    await user.keyboard('{Home}');
    await waitFor(() => expect(api.callsTo(saveRoute('intro-1'))).toHaveLength(3));
    expect(api.callsTo(saveRoute('intro-1'))[2].body).toMatchObject({ focus: { x: 0.5, y: 0.5 } });
  });

  it('shows a refused change in its tile and goes back to what is saved', async () => {
    const user = userEvent.setup();
    renderReview({
      [saveRoute('intro-1')]: { status: 409, body: { error: 'Framing can no longer change: this job has started rendering.' } },
    });
    const vertical = await findTile('hook-1.mp4 in 9:16');

    await user.selectOptions(vertical.getByRole('combobox'), 'fit');

    expect(await vertical.findByRole('alert')).toHaveTextContent('Not saved: Framing can no longer change: this job has started rendering.');
    expect(vertical.getByRole('combobox')).toHaveValue('auto');
    expect(vertical.getByText('Auto: blur')).toBeInTheDocument();
    expect(tile('hook-1.mp4 in 4:5').queryByRole('alert')).not.toBeInTheDocument();
  });

  it('applies one mode to every clip in a placement, each keeping its focus', async () => {
    const user = userEvent.setup();
    const framing = buildJobFraming();
    framing.clips[2].placements[1] = { ...framing.clips[2].placements[1], focus: { x: 0.3, y: 0.5 } };
    const routes = Object.fromEntries(framing.clips.map((clip) => [saveRoute(clip.id), (call: MockCall) => saved(call)]));
    const { api } = renderReview({ [FRAMING_ROUTE]: { body: framing }, ...routes });
    const feed = await findTile('hook-1.mp4 in 4:5');
    await user.selectOptions(feed.getByRole('combobox'), 'fit');
    await waitFor(() => expect(feed.queryByText('Saving...')).not.toBeInTheDocument());

    await user.click(feed.getByRole('button', { name: 'Apply Fit to all clips in 4:5' }));

    await waitFor(() => expect(tile('cta.mp4 in 4:5').getByRole('combobox')).toHaveValue('fit'));
    expect(api.callsTo(saveRoute('body-1')).map((call) => call.body)).toEqual([{ placement: '4:5', framing: 'fit', focus: { x: 0.3, y: 0.5 } }]);
    expect(api.callsTo(saveRoute('cta-1'))).toHaveLength(1);
    expect(tile('hook-2.mp4 in 4:5').getByRole('img', { name: 'hook-2.mp4 in 4:5, Fit' })).toBeInTheDocument();
    // The other placement is left alone.
    expect(tile('cta.mp4 in 9:16').getByRole('combobox')).toHaveValue('auto');
  });

  it('continues to the render, once', async () => {
    const user = userEvent.setup();
    const { onRender } = renderReview();
    await findTile('hook-1.mp4 in 9:16');

    await user.click(screen.getByRole('button', { name: 'Render 4 videos' }));

    expect(onRender).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Render 4 videos' })).toBeDisabled();
  });

  it('offers the render again when an attempt ends without starting it', async () => {
    const user = userEvent.setup();
    let refuse: () => void = () => undefined;
    const onRender = vi.fn(() => new Promise<void>((resolve) => (refuse = resolve)));
    renderReview({}, { onRender });
    await findTile('hook-1.mp4 in 9:16');

    await user.click(screen.getByRole('button', { name: 'Render 4 videos' }));
    expect(screen.getByRole('button', { name: 'Render 4 videos' })).toBeDisabled();

    await act(async () => refuse());
    expect(screen.getByRole('button', { name: 'Render 4 videos' })).toBeEnabled();
    expect(onRender).toHaveBeenCalledTimes(1);
  });

  it("shows the caller's action in place of the render once the job has started", async () => {
    renderReview({ [FRAMING_ROUTE]: { body: buildJobFraming({ editable: false }) } }, { startedAction: <a href="/dashboard">Follow the job</a> });

    expect(await screen.findByRole('link', { name: 'Follow the job' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Render 4 videos' })).not.toBeInTheDocument();
  });

  it('still offers the render when the previews cannot be loaded', async () => {
    const user = userEvent.setup();
    const { onRender } = renderReview({ [FRAMING_ROUTE]: { status: 404, body: { error: 'Job not found' } } });

    expect(await screen.findByRole('alert')).toHaveTextContent('The previews could not be loaded.');
    expect(screen.getByRole('alert')).toHaveTextContent('Job not found');
    await user.click(screen.getByRole('button', { name: 'Render 4 videos' }));
    expect(onRender).toHaveBeenCalled();
  });

  it('locks the controls of a job that has started rendering', async () => {
    renderReview({ [FRAMING_ROUTE]: { body: { ...fillingHook(), editable: false } } });
    const vertical = await findTile('hook-1.mp4 in 9:16');

    expect(screen.getByText('This job has started rendering, so its framing can no longer change.')).toBeInTheDocument();
    expect(vertical.getByRole('combobox')).toBeDisabled();
    expect(vertical.getByRole('slider')).toHaveAttribute('aria-disabled', 'true');
    expect(vertical.queryByRole('button', { name: /Apply/ })).not.toBeInTheDocument();
  });
});
