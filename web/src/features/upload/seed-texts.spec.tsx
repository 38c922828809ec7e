import type { CombinationPlanSettings } from '@reelmix/contracts';
import { DEFAULT_TEXT_STYLE, LimitMessages, type TextStyle } from '@reelmix/contracts/browser';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { customer, mockApi, proCustomer, type MockCall } from '../../../test/mock-api';
import { renderRoute } from '../../../test/render-route';
import { buildLibraryClip } from '../clip-library/library-clip.builder';
import { buildJobPlan } from '../combination-plan/combination-plan.builder';
import { buildJobFraming } from '../framing/job-framing.builder';
import { JOB_ID } from '../jobs/job-view.builder';
import { type LibrarySeed, readSeedTexts, uploadPageState } from './library-seed';
import { sendUpload } from './upload-request';
import { controlledUpload, createdJob, startButton, toastArea, widget } from './upload-widget.harness';

vi.mock('./upload-request', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./upload-request')>()),
  sendUpload: vi.fn(),
}));

/** A new job made of the winners: one hook, one body, one CTA from the library. */
const SEEDS: LibrarySeed[] = [
  { section: 'intro', clip: buildLibraryClip({ id: 'clip-hook2', originalName: 'hook-2.mp4' }) },
  { section: 'body', clip: buildLibraryClip({ id: 'clip-body1', section: 'body', originalName: 'body.mp4' }) },
  { section: 'cta', clip: buildLibraryClip({ id: 'clip-cta1', section: 'cta', originalName: 'cta.mp4' }) },
];
const TEXTS = [
  { text: 'Stop scrolling if you have dry skin', label: null },
  { text: 'Dermatologists hate this', label: 'derm' },
];
const STYLE: TextStyle = { ...DEFAULT_TEXT_STYLE, font: 'anton', weight: 'regular', position: 'bottom' };
const PLAN_ROUTE = `GET /api/jobs/${JOB_ID}/plan`;
const SAVE_ROUTE = `PUT /api/jobs/${JOB_ID}/plan`;
const answerSave = (call: MockCall) => ({ body: buildJobPlan(call.body as CombinationPlanSettings) });

const textSection = () => within(widget().getByRole('group', { name: 'Text' }));
const textValues = () => textSection().queryAllByRole('textbox', { name: /^Text \d+$/ }).map((input) => (input as HTMLInputElement).value);

function openWithState(state: unknown, user = customer(), routes: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({ 'POST /api/upload/debug': { body: { authenticated: true } }, ...routes }, { signedIn: user });
  return { api, ...renderRoute('/', state) };
}

describe('texts the upload page is opened with', () => {
  beforeEach(() => {
    vi.mocked(sendUpload).mockReset();
  });

  it('writes them in the Text section with their labels and style, and the banner counts them, only once', async () => {
    const user = userEvent.setup();
    const { router } = openWithState(uploadPageState(SEEDS, [], { texts: TEXTS, textStyle: STYLE }));

    await waitFor(() => expect(textValues()).toEqual(['Stop scrolling if you have dry skin', 'Dermatologists hate this']));
    expect(textSection().getByRole('textbox', { name: 'Label of text 1' })).toHaveValue('');
    expect(textSection().getByRole('textbox', { name: 'Label of text 2' })).toHaveValue('derm');
    // 1 hook x 2 texts x 1 body x 1 CTA, in the two default placements.
    expect(widget().getByText('2 combinations')).toBeInTheDocument();
    expect(widget().getByText(/4 videos in 2 placements/)).toBeInTheDocument();

    await user.click(widget().getByRole('button', { name: 'Choose the text style' }));
    const style = within(widget().getByRole('group', { name: 'Text style' }));
    expect(within(style.getByRole('group', { name: 'Font' })).getByRole('radio', { name: 'Anton' })).toBeChecked();
    expect(within(style.getByRole('group', { name: 'Position' })).getByRole('radio', { name: 'Bottom' })).toBeChecked();
    await waitFor(() => expect(router.state.location.state).toBeNull());
  });

  it('saves them and their style into the new job’s plan once the upload makes it', async () => {
    const user = userEvent.setup();
    const upload = controlledUpload();
    const { api } = openWithState(uploadPageState(SEEDS, [], { texts: TEXTS, textStyle: STYLE }), customer(), {
      [`GET /api/jobs/${JOB_ID}/framing`]: { body: buildJobFraming() },
      [PLAN_ROUTE]: { body: buildJobPlan() },
      [SAVE_ROUTE]: answerSave,
    });
    await waitFor(() => expect(textValues()).toHaveLength(2));

    await user.click(startButton());
    await waitFor(() => expect(sendUpload).toHaveBeenCalled());
    await upload.answer(createdJob);

    await waitFor(() => expect(api.callsTo(SAVE_ROUTE)).toHaveLength(1));
    expect(api.callsTo(SAVE_ROUTE)[0]!.body).toMatchObject({ texts: TEXTS, textStyle: STYLE });
  });

  it('gives a free buyer the first texts the plan holds, and says the limit', async () => {
    const fourTexts = [...TEXTS, { text: 'Glow in 7 days', label: null }, { text: 'Dry skin? Read this', label: 'dry' }];
    openWithState(uploadPageState(SEEDS, [], { texts: fourTexts, textStyle: STYLE }));

    await waitFor(() => expect(textValues()).toEqual(['Stop scrolling if you have dry skin', 'Dermatologists hate this', 'Glow in 7 days']));
    expect(await toastArea().findByText('Too Many Texts')).toBeInTheDocument();
    expect(toastArea().getByText(LimitMessages.textLimit('free'))).toBeInTheDocument();
    expect(widget().getByText('3 combinations')).toBeInTheDocument();
  });

  it('gives a Pro buyer every text', async () => {
    const fourTexts = [...TEXTS, { text: 'Glow in 7 days', label: null }, { text: 'Dry skin? Read this', label: 'dry' }];
    openWithState(uploadPageState(SEEDS, [], { texts: fourTexts, textStyle: STYLE }), proCustomer());

    await waitFor(() => expect(textValues()).toHaveLength(4));
    expect(widget().getByText('4 combinations')).toBeInTheDocument();
  });

  it('writes no text when none came along', async () => {
    openWithState(uploadPageState(SEEDS));

    expect(await screen.findByText('hook-2.mp4')).toBeInTheDocument();
    expect(textValues()).toEqual([]);
    expect(widget().getByText('1 combination')).toBeInTheDocument();
  });

  it('reads texts of any other shape as none, and a style the form would refuse as none', () => {
    expect(readSeedTexts(null)).toEqual({ texts: [], textStyle: null });
    expect(readSeedTexts({ libraryClips: [] })).toEqual({ texts: [], textStyle: null });
    expect(readSeedTexts({ libraryClips: [], texts: [{ text: 'Go' }, { label: 'x' }, 'Go'], textStyle: { font: 'comic' } })).toEqual({
      texts: [{ text: 'Go' }],
      textStyle: null,
    });
    expect(readSeedTexts(uploadPageState([], [], { texts: TEXTS, textStyle: STYLE }))).toEqual({ texts: TEXTS, textStyle: STYLE });
  });
});
