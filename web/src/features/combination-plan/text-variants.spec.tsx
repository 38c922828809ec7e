import { DEFAULT_TEXT_STYLE, TEXT_MESSAGES } from '@reelmix/contracts/browser';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { proCustomer } from '../../../test/mock-api';
import { buildJobPlan } from './combination-plan.builder';
import { grids, group, renderPlanReview, SQUARE } from './render-plan-review';

const texts = () => group('Texts on the hooks');
const style = () => group('Text style');
/** Waits for the plan to be in, with its texts field (and style, in a job with texts). */
const planLoaded = () => screen.findByRole('group', { name: 'Texts on the hooks' });
const WITH_TEXTS = buildJobPlan({ texts: [{ text: 'Stop scrolling if you have dry skin' }, { text: 'Dermatologists hate this', label: 'derm' }] }, SQUARE);

describe('texts on the hooks', () => {
  it('adds a text as it is typed, saved with the plan, and the counts and grids take it in', async () => {
    const user = userEvent.setup();
    const { sent } = renderPlanReview();
    await planLoaded();
    expect(await screen.findByText('2 hooks × 2 bodies × 2 CTAs')).toBeInTheDocument();
    await planLoaded();

    await user.click(texts().getByRole('button', { name: 'Add a text' }));
    const first = texts().getByRole('textbox', { name: 'Text 1' });
    expect(first).toHaveFocus();
    await user.type(first, '  Stop   scrolling ');
    await user.type(texts().getByRole('textbox', { name: 'Label of text 1' }), 'stop');

    await waitFor(() => expect(sent().at(-1)).toMatchObject({ texts: [{ text: 'Stop scrolling', label: 'stop' }] }));
    expect(await screen.findByText('2 hooks × 1 text × 2 bodies × 2 CTAs')).toBeInTheDocument();
    const tables = await grids();
    expect(tables[0]).toHaveTextContent(/^T1 stop C1/);
    // The style is offered once the job has a text, starting from the default.
    expect(within(style().getByRole('group', { name: 'Font' })).getByRole('radio', { name: 'Inter' })).toBeChecked();
  });

  it('says why a line cannot be drawn beside it, in the server’s words, and sends nothing until it can', async () => {
    const user = userEvent.setup();
    const { sent } = renderPlanReview({}, WITH_TEXTS);
    await planLoaded();
    const second = await texts().findByRole('textbox', { name: 'Text 2' });

    await user.clear(second);
    await user.type(second, 'Glow 🔥');
    expect(second).toHaveAccessibleDescription(TEXT_MESSAGES.emoji);

    await user.clear(second);
    await user.type(second, 'stop scrolling if you have dry skin');
    // Each line is fine on its own; the set is not.
    expect(await texts().findByText(TEXT_MESSAGES.duplicate)).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(sent()).toEqual([]);

    await user.clear(second);
    await user.tab();
    expect(second).toHaveAccessibleDescription(TEXT_MESSAGES.empty);
  });

  it('names texts where the job’s parts are listed, and heads each grid with its text whole', async () => {
    renderPlanReview({}, WITH_TEXTS);
    await planLoaded();

    expect(group('Balanced test').getByText(/of 16, each hook, text, body and CTA used equally often/)).toBeInTheDocument();
    const [first, , third] = await grids();
    expect(first).toHaveTextContent(/^T1 Stop scrolling if you have dry skin C1/);
    expect(third).toHaveTextContent(/^T2 derm C1/);
  });

  it('removes a line and saves the rest at once', async () => {
    const user = userEvent.setup();
    const { sent } = renderPlanReview({}, WITH_TEXTS);
    await planLoaded();

    await user.click(await texts().findByRole('button', { name: 'Remove text 1' }));

    await waitFor(() => expect(sent()).toHaveLength(1));
    expect(sent()[0]).toMatchObject({ texts: [{ text: 'Dermatologists hate this', label: 'derm' }] });
    expect(texts().getByRole('textbox', { name: 'Text 1' })).toHaveValue('Dermatologists hate this');
  });

  it('stops at the free plan’s three texts and offers Pro’s ten', async () => {
    const user = userEvent.setup();
    renderPlanReview({}, buildJobPlan({ texts: [{ text: 'One' }, { text: 'Two' }] }, SQUARE));
    await planLoaded();

    await user.click(await texts().findByRole('button', { name: 'Add a text' }));
    const add = texts().getByRole('button', { name: 'Add a text' });
    expect(add).toBeDisabled();
    expect(add).toHaveAccessibleDescription('Up to 3 texts on your plan. Upgrade to Pro for up to 10 texts per job.');
  });

  it('lets a Pro buyer add past three, without an offer', async () => {
    const user = userEvent.setup();
    renderPlanReview({ 'GET /api/auth/me': { body: proCustomer() } }, buildJobPlan({ texts: [{ text: 'One' }, { text: 'Two' }, { text: 'Three' }] }, SQUARE));
    await planLoaded();

    const add = await texts().findByRole('button', { name: 'Add a text' });
    await waitFor(() => expect(add).toBeEnabled());
    await user.click(add);
    expect(texts().getByRole('textbox', { name: 'Text 4' })).toBeInTheDocument();
    expect(screen.queryByText(/Upgrade to Pro/)).not.toBeInTheDocument();
  });

  it('documents {t} and {text} in the name template hint, and the example names carry the text', async () => {
    renderPlanReview({}, buildJobPlan({ ...WITH_TEXTS.settings, nameTemplate: '{job}-h{h}-t{t}-{text}_{ratio}' }, SQUARE));
    await planLoaded();

    const names = group('Output names');
    expect(await names.findByText('{t}')).toBeInTheDocument();
    expect(names.getByText('{text}')).toBeInTheDocument();
    expect(names.getByRole('list', { name: 'Example names' })).toHaveTextContent(/-h1-t1-Stop scrolling if you have dry skin_9x16/);
  });
});

describe('the text style', () => {
  it('offers only the weights a font has, and saves the font with a weight it has', async () => {
    const user = userEvent.setup();
    const { sent } = renderPlanReview({}, WITH_TEXTS);
    await planLoaded();
    const fonts = within(await style().findByRole('group', { name: 'Font' }));
    expect(fonts.getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)).toEqual(['Inter', 'Montserrat', 'Anton']);

    await user.click(fonts.getByRole('radio', { name: 'Anton' }));

    const weights = within(style().getByRole('group', { name: 'Weight' }));
    expect(weights.getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)).toEqual(['Regular']);
    await waitFor(() => expect(sent()).toHaveLength(1));
    expect(sent()[0]).toMatchObject({ textStyle: { ...DEFAULT_TEXT_STYLE, font: 'anton', weight: 'regular' } });
  });

  it('shows the contrast, and refuses colours too alike to read without sending them', async () => {
    const { sent } = renderPlanReview({}, WITH_TEXTS);
    await planLoaded();
    const colour = await style().findByLabelText('Text colour');
    expect(colour).toHaveAccessibleDescription('Contrast 18.88:1 (at least 4.5:1 is needed)');

    fireEvent.change(colour, { target: { value: '#dddddd' } });

    expect(style().getByRole('alert')).toHaveTextContent(TEXT_MESSAGES.contrast(1.36));
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(sent()).toEqual([]);

    fireEvent.change(style().getByLabelText('Box colour'), { target: { value: '#000000' } });
    await waitFor(() => expect(sent()).toHaveLength(1));
    expect(sent()[0]).toMatchObject({ textStyle: { colour: '#dddddd', backdropColour: '#000000' } });
  });

  it('shows the text for a number of seconds, from the keyboard', async () => {
    const user = userEvent.setup();
    const { sent } = renderPlanReview({}, WITH_TEXTS);
    await planLoaded();
    const seconds = await style().findByRole('spinbutton', { name: 'Seconds the text is shown' });
    expect(seconds).toBeDisabled();

    await user.click(style().getByRole('radio', { name: 'For the first' }));
    await waitFor(() => expect(sent().at(-1)).toMatchObject({ textStyle: { durationSec: 3 } }));
    await user.clear(seconds);
    await user.type(seconds, '2.5');
    await user.tab();
    await waitFor(() => expect(sent().at(-1)).toMatchObject({ textStyle: { durationSec: 2.5 } }));
  });

  it('draws a sample of the style in the chosen face, colours and box', async () => {
    renderPlanReview({}, buildJobPlan({ ...WITH_TEXTS.settings, textStyle: { ...DEFAULT_TEXT_STYLE, font: 'montserrat', colour: '#ffffff', backdropColour: '#000000' } }, SQUARE));
    await planLoaded();

    const sample = await screen.findByRole('figure', { name: 'Sample of the text style' });
    const text = within(sample).getByText('Stop scrolling if you have dry skin');
    expect(text.style.fontFamily).toContain('Reelmix Montserrat');
    expect(text.style.color).toBe('rgb(255, 255, 255)');
    expect(text.style.backgroundColor).toBe('rgb(0, 0, 0)');
  });
});
