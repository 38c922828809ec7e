import type { CombinationPlanSettings } from '@reelmix/contracts';
import { DEFAULT_TEXT_STYLE, LimitMessages, TEXT_MESSAGES } from '@reelmix/contracts/browser';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { proCustomer, type MockCall } from '../../../test/mock-api';
import { buildJobPlan } from '../combination-plan/combination-plan.builder';
import { buildJobFraming } from '../framing/job-framing.builder';
import { JOB_ID } from '../jobs/job-view.builder';
import { sendUpload } from './upload-request';
import { chooseFullSet, controlledUpload, createdJob, drop, clips, renderSignedIn, startButton, toastArea, widget } from './upload-widget.harness';

vi.mock('./upload-request', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./upload-request')>()),
  sendUpload: vi.fn(),
}));

type User = ReturnType<typeof userEvent.setup>;

const textSection = () => within(widget().getByRole('group', { name: 'Text' }));
const PLAN_ROUTE = `GET /api/jobs/${JOB_ID}/plan`;
const SAVE_ROUTE = `PUT /api/jobs/${JOB_ID}/plan`;
/** The plan of the job the upload made: two hooks, one body, one CTA, no texts yet. */
const UPLOADED_PLAN = buildJobPlan();
/** What the server answers a save: the plan of the settings sent. */
const answerSave = (call: MockCall) => ({ body: buildJobPlan(call.body as CombinationPlanSettings) });

/** Adds a line with its text and label, as a buyer types them, and leaves it. */
async function addText(user: User, text: string, label = '') {
  await user.click(textSection().getByRole('button', { name: 'Add a text' }));
  const number = textSection().getAllByRole('textbox', { name: /^Text \d+$/ }).length;
  await user.type(textSection().getByRole('textbox', { name: `Text ${number}` }), text);
  if (label) await user.type(textSection().getByRole('textbox', { name: `Label of text ${number}` }), label);
  await user.tab();
}

describe('the upload’s Text section', () => {
  beforeEach(() => {
    vi.mocked(sendUpload).mockReset();
  });

  it('keeps a text one line in a box that grows with it: Enter adds no break and a pasted break becomes a space', async () => {
    const user = userEvent.setup();
    await renderSignedIn();
    await chooseFullSet();
    await user.click(textSection().getByRole('button', { name: 'Add a text' }));
    const text = textSection().getByRole('textbox', { name: 'Text 1' });
    expect(text.tagName).toBe('TEXTAREA');

    await user.type(text, 'Stop scrolling{Enter} today');
    expect(text).toHaveValue('Stop scrolling today');
    await user.clear(text);
    await user.click(text);
    await user.paste('Dermatologists\nhate this');
    expect(text).toHaveValue('Dermatologists hate this');
  });

  it('takes lines with labels as they are typed, and the banner counts them as a fourth part', async () => {
    const user = userEvent.setup();
    await renderSignedIn();
    await chooseFullSet();
    expect(widget().getByText('2 combinations')).toBeInTheDocument();

    await addText(user, 'Stop scrolling if you have dry skin');
    await addText(user, 'Dermatologists hate this', 'derm');

    expect(textSection().getByRole('textbox', { name: 'Text 2' })).toHaveValue('Dermatologists hate this');
    expect(textSection().getByRole('textbox', { name: 'Label of text 2' })).toHaveValue('derm');
    // 2 hooks x 2 texts x 1 body x 1 CTA, in the two default placements.
    expect(widget().getByText('4 combinations')).toBeInTheDocument();
    expect(widget().getByText(/8 videos in 2 placements/)).toBeInTheDocument();

    await user.click(textSection().getByRole('button', { name: 'Remove text 1' }));
    expect(widget().getByText('2 combinations')).toBeInTheDocument();
  });

  it('refuses a line that cannot be drawn beside it, in the contracts’ words, and will not start with it', async () => {
    const user = userEvent.setup();
    await renderSignedIn();
    await chooseFullSet();

    await addText(user, 'Glow 🔥');
    expect(textSection().getByRole('textbox', { name: 'Text 1' })).toHaveAccessibleDescription(TEXT_MESSAGES.emoji);

    await user.click(startButton());
    expect(toastArea().getByText('Check the Texts')).toBeInTheDocument();
    expect(toastArea().getByText(`Text 1: ${TEXT_MESSAGES.emoji}`)).toBeInTheDocument();
    expect(sendUpload).not.toHaveBeenCalled();
  });

  it('holds 3 lines on the free plan and says what Pro allows; Pro holds 10', async () => {
    const user = userEvent.setup();
    const view = await renderSignedIn();
    for (const text of ['One', 'Two', 'Three']) await addText(user, text);

    expect(textSection().getByRole('button', { name: 'Add a text' })).toBeDisabled();
    expect(textSection().getByText(LimitMessages.textLimit('free'))).toBeInTheDocument();
    expect(LimitMessages.textLimit('free')).toBe('Up to 3 texts on your plan. Upgrade to Pro for up to 10 texts per job.');
    view.unmount();

    await renderSignedIn({}, proCustomer());
    expect(textSection().getByText('Optional · up to 10 lines, each drawn on every hook and tested like a clip')).toBeInTheDocument();
    for (const text of ['One', 'Two', 'Three', 'Four']) await addText(user, text);
    expect(textSection().getByRole('button', { name: 'Add a text' })).toBeEnabled();
  });

  it('counts the texts against the combination limit: past it the start waits', async () => {
    const user = userEvent.setup();
    await renderSignedIn();
    await drop('Intro', clips('hook', 3));
    await drop('Body', clips('body', 3));
    await drop('CTA', clips('cta', 3));
    await addText(user, 'Stop scrolling');
    expect(widget().getByText('27 combinations')).toBeInTheDocument();
    expect(startButton()).toBeEnabled();

    await addText(user, 'Dermatologists hate this');
    expect(widget().getByText('54 combinations')).toBeInTheDocument();
    expect(startButton()).toBeDisabled();
  });

  it('saves the texts and the chosen style into the new job’s plan before the review opens, which shows them filled in', async () => {
    const user = userEvent.setup();
    const upload = controlledUpload();
    const { api } = await renderSignedIn({
      [`GET /api/jobs/${JOB_ID}/framing`]: { body: buildJobFraming() },
      [PLAN_ROUTE]: { body: UPLOADED_PLAN },
      [SAVE_ROUTE]: answerSave,
    });
    await chooseFullSet();
    await addText(user, '  Stop   scrolling if you have dry skin ');
    await addText(user, 'Dermatologists hate this', 'derm');
    await user.click(widget().getByRole('button', { name: 'Choose the text style' }));
    const style = within(widget().getByRole('group', { name: 'Text style' }));
    await user.click(within(style.getByRole('group', { name: 'Position' })).getByRole('radio', { name: 'Bottom' }));

    await user.click(startButton());
    await waitFor(() => expect(sendUpload).toHaveBeenCalled());
    // Frozen like the drop areas while the clips are sent.
    expect(textSection().getByRole('textbox', { name: 'Text 1' })).toBeDisabled();
    expect(textSection().queryByRole('button', { name: 'Add a text' })).not.toBeInTheDocument();
    // The style goes with the texts into the plan, changed there from now on.
    expect(widget().queryByRole('group', { name: 'Text style' })).not.toBeInTheDocument();
    expect(api.callsTo(SAVE_ROUTE)).toHaveLength(0);
    await upload.answer(createdJob);

    const plan = within(await screen.findByRole('group', { name: 'Texts on the hooks' }));
    expect(api.callsTo(SAVE_ROUTE)).toHaveLength(1);
    expect(api.callsTo(SAVE_ROUTE)[0]!.body).toEqual({
      ...UPLOADED_PLAN.settings,
      texts: [
        { text: 'Stop scrolling if you have dry skin', label: null },
        { text: 'Dermatologists hate this', label: 'derm' },
      ],
      textStyle: { ...DEFAULT_TEXT_STYLE, position: 'bottom' },
    });
    expect(plan.getByRole('textbox', { name: 'Text 1' })).toHaveValue('Stop scrolling if you have dry skin');
    expect(plan.getByRole('textbox', { name: 'Label of text 2' })).toHaveValue('derm');
    expect(await widget().findByRole('button', { name: 'Render 8 videos' })).toBeInTheDocument();
    expect(widget().getByText('4 combinations')).toBeInTheDocument();
  });

  it('keeps the upload when the plan refuses the texts, with a toast saying why', async () => {
    const user = userEvent.setup();
    const upload = controlledUpload();
    await renderSignedIn({
      [`GET /api/jobs/${JOB_ID}/framing`]: { body: buildJobFraming() },
      [PLAN_ROUTE]: { body: UPLOADED_PLAN },
      [SAVE_ROUTE]: { status: 400, body: { error: 'Bad Request', message: 'The text does not fit in the 9:16 frame, even smaller: shorten it or choose a smaller size' } },
    });
    await chooseFullSet();
    await addText(user, 'Stop scrolling if you have dry skin');

    await user.click(startButton());
    await waitFor(() => expect(sendUpload).toHaveBeenCalled());
    await upload.answer(createdJob);

    expect(await toastArea().findByText('Texts Not Saved')).toBeInTheDocument();
    expect(
      toastArea().getByText(
        'Your videos were uploaded, but the texts could not be added to the job: The text does not fit in the 9:16 frame, even smaller: shorten it or choose a smaller size. Write them again where you choose the combinations.',
      ),
    ).toBeInTheDocument();
    expect(startButton()).toHaveTextContent('Review the Framing Below');
    expect(await widget().findByRole('button', { name: 'Render 4 videos' })).toBeInTheDocument();
  });
});
