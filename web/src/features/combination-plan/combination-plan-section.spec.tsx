import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildJobPlan } from './combination-plan.builder';
import { grid, grids, group, renderPlanReview, SAVE_ROUTE, SQUARE } from './render-plan-review';

/** Node's own file reading, typed here because the web program is typed for the browser alone. */
interface NodeSide {
  process: { getBuiltinModule(name: 'node:fs'): { readFileSync(path: string, encoding: 'utf8'): string } };
}
// Read from disk: the test run hands CSS imports to no one, so `?raw` would give an empty sheet.
const planStyles = (globalThis as unknown as NodeSide).process
  .getBuiltinModule('node:fs')
  .readFileSync(`${(import.meta as ImportMeta & { dirname: string }).dirname}/combination-plan.css`, 'utf8');

afterEach(() => {
  vi.restoreAllMocks();
  document.head.querySelectorAll('style').forEach((sheet) => sheet.remove());
});

describe('choosing the combinations', () => {
  it('shows one grid per CTA, hooks down and bodies across, each cell with its length', async () => {
    renderPlanReview();

    const tables = await grids();
    expect(tables).toHaveLength(2);
    // Clips are named from the framing view; parts it does not list keep their short code.
    expect(await within(tables[0]).findByRole('rowheader', { name: 'H2 hook-2.mp4' })).toBeInTheDocument();
    expect(within(tables[0]).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['B1 body.mp4', 'B2']);
    expect(tables[0]).toHaveTextContent(/^C1 cta.mp4 4 of 4 in/);
    expect(tables[1]).toHaveTextContent(/^C2 4 of 4 in/);

    const first = within(tables[0]);
    expect(first.getByRole('button', { name: 'Hook 2 with body 2: 12.4 s, included' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(tables[1]).getByRole('button', { name: 'Hook 2 with body 2: 14.4 s, included' })).toBeInTheDocument();
    expect(screen.getByText(/8 of 8 combinations chosen, 16 videos in 2 placements/)).toBeInTheDocument();
  });

  it('heads each grid with its CTA and count, above the column headings', async () => {
    const sheet = document.createElement('style');
    sheet.textContent = planStyles;
    document.head.append(sheet);
    renderPlanReview();

    const caption = (await grids())[0].querySelector('caption');
    // A caption given another display (flex) is drawn by Chromium as a cell under the headings.
    expect(caption).not.toBeNull();
    expect(getComputedStyle(caption as HTMLElement).display).toBe('table-caption');
  });

  it("keeps each hook's name a readable column, so on a phone the grid scrolls instead of squeezing it", async () => {
    const sheet = document.createElement('style');
    sheet.textContent = planStyles;
    document.head.append(sheet);
    renderPlanReview();

    const hook = await (await grid(0)).findByRole('rowheader', { name: 'H2 hook-2.mp4' });
    expect(getComputedStyle(hook).minWidth).toBe('7rem');
  });

  it('says the matrix scrolls sideways when it is wider than the screen', async () => {
    // jsdom lays nothing out: the matrix is made wider than its box, as on a 390 px phone.
    vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockImplementation(function (this: HTMLElement) {
      return this.classList.contains('table-scroll__box') ? 620 : 0;
    });
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(function (this: HTMLElement) {
      return this.classList.contains('table-scroll__box') ? 340 : 0;
    });
    renderPlanReview();

    const tables = await grids();
    const scroller = screen.getByRole('region', { name: 'Combinations: hooks down, bodies across' });
    expect(scroller).toContainElement(tables[0]);
    expect(scroller).toHaveAccessibleDescription(/^Scroll sideways for more columns/);
  });

  it('says why a combination is left out, in its label, its tooltip and its look', async () => {
    renderPlanReview({}, buildJobPlan({ exclusions: ['h2-b1'], duration: { minSec: 9, maxSec: 15 } }, SQUARE));
    const first = await grid(0);

    const ruled = first.getByRole('button', { name: 'Hook 2 with body 1: 8.4 s, left out, excluded: h2-b1' });
    expect(ruled).toHaveAttribute('title', 'excluded: h2-b1');
    expect(ruled).toHaveAttribute('aria-pressed', 'false');
    expect(ruled).toHaveClass('plan-matrix__cell--out');
    const short = first.getByRole('button', { name: 'Hook 1 with body 1: 7.4 s, left out, outside 9-15 s' });
    expect(short).toHaveAttribute('title', 'outside 9-15 s');
    expect(short).toHaveAttribute('aria-pressed', 'true');
    const kept = first.getByRole('button', { name: 'Hook 1 with body 2: 11.4 s, included' });
    expect(kept).not.toHaveClass('plan-matrix__cell--out');
  });

  it('names the cells left out of a balanced test', async () => {
    renderPlanReview({}, buildJobPlan({ balanced: 3 }, SQUARE));
    const second = await grid(1);

    expect(second.getByRole('button', { name: /^Hook 2 with body 2: 14.4 s, left out, not in the balanced set$/ })).toHaveAttribute(
      'title',
      'not in the balanced set',
    );
  });

  it('keeps a hook and body apart with a click and brings them back with another, sending the whole plan', async () => {
    const user = userEvent.setup();
    const { sent } = renderPlanReview({}, buildJobPlan({ duration: { minSec: 5, maxSec: 20 } }, SQUARE));
    const first = await grid(0);

    await user.click(first.getByRole('button', { name: 'Hook 2 with body 1: 8.4 s, included' }));

    expect(await first.findByRole('button', { name: 'Hook 2 with body 1: 8.4 s, left out, excluded: h2-b1' })).toBeInTheDocument();
    // The pair rule holds for every CTA.
    expect((await grid(1)).getByRole('button', { name: /^Hook 2 with body 1: 10.4 s, left out/ })).toBeInTheDocument();
    expect(group('Rules').getByRole('button', { name: 'Remove rule h2-b1' })).toBeInTheDocument();

    await user.click(first.getByRole('button', { name: /^Hook 2 with body 1/ }));
    expect(await first.findByRole('button', { name: 'Hook 2 with body 1: 8.4 s, included' })).toBeInTheDocument();
    expect(sent()).toEqual([
      { exclusions: ['h2-b1'], duration: { minSec: 5, maxSec: 20 }, balanced: null, nameTemplate: '{job}-h{h}-b{b}-c{c}_{ratio}' },
      { exclusions: [], duration: { minSec: 5, maxSec: 20 }, balanced: null, nameTemplate: '{job}-h{h}-b{b}-c{c}_{ratio}' },
    ]);
  });

  it('toggles a cell from the keyboard', async () => {
    const user = userEvent.setup();
    const { sent } = renderPlanReview();
    const cell = (await grid(0)).getByRole('button', { name: 'Hook 1 with body 2: 11.4 s, included' });

    cell.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(sent()).toHaveLength(1));
    expect(sent()[0]).toMatchObject({ exclusions: ['h1-b2'] });
    await waitFor(() => expect(cell).toHaveAttribute('aria-pressed', 'false'));

    await user.keyboard(' ');
    await waitFor(() => expect(sent()).toHaveLength(2));
    expect(sent()[1]).toMatchObject({ exclusions: [] });
  });

  it('adds a written rule and removes it from its chip', async () => {
    const user = userEvent.setup();
    const { sent } = renderPlanReview();
    await grids();

    await user.type(group('Rules').getByRole('textbox', { name: 'Add a rule' }), 'C1-only-b1{Enter}');

    expect(await group('Rules').findByRole('button', { name: 'Remove rule c1-only-b1' })).toBeInTheDocument();
    expect(group('Rules').getByRole('textbox', { name: 'Add a rule' })).toHaveValue('');
    expect(sent()[0]).toMatchObject({ exclusions: ['c1-only-b1'] });
    expect((await grid(0)).getByRole('button', { name: /^Hook 1 with body 2: 11.4 s, left out, excluded: c1-only-b1$/ })).toBeInTheDocument();

    await user.click(group('Rules').getByRole('button', { name: 'Remove rule c1-only-b1' }));
    await waitFor(() => expect(sent()).toHaveLength(2));
    expect(sent()[1]).toMatchObject({ exclusions: [] });
    await waitFor(() => expect(group('Rules').queryByRole('button', { name: /Remove rule/ })).not.toBeInTheDocument());
  });

  it("shows the server's refusal of a rule beside it and keeps what was typed", async () => {
    const user = userEvent.setup();
    renderPlanReview({ [SAVE_ROUTE]: { status: 400, body: { statusCode: 400, message: 'Unknown rule "h9-b1": there are 2 hooks.', error: 'Bad Request' } } });
    await grids();

    await user.type(group('Rules').getByRole('textbox', { name: 'Add a rule' }), 'h9-b1{Enter}');

    expect(await group('Rules').findByRole('alert')).toHaveTextContent('Unknown rule "h9-b1": there are 2 hooks.');
    expect(group('Rules').getByRole('textbox', { name: 'Add a rule' })).toHaveValue('h9-b1');
    expect(group('Rules').queryByRole('listitem')).not.toBeInTheDocument();
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });

  it('sends a length budget when it is switched on and again once the buyer stops typing, and none when it is off', async () => {
    const user = userEvent.setup();
    const { sent } = renderPlanReview();
    await grids();

    await user.click(group('Length budget').getByRole('checkbox', { name: 'Only lengths from' }));
    await waitFor(() => expect(sent()).toHaveLength(1));
    // Switched on, the budget starts as the shortest and longest combination: nothing is left out yet.
    expect(sent()[0]).toMatchObject({ duration: { minSec: 7, maxSec: 15 } });

    const longest = group('Length budget').getByRole('spinbutton', { name: 'Longest length in seconds' });
    await user.clear(longest);
    await user.type(longest, '12');
    await waitFor(() => expect(sent()).toHaveLength(2));
    expect(sent()[1]).toEqual({ exclusions: [], duration: { minSec: 7, maxSec: 12 }, balanced: null, nameTemplate: '{job}-h{h}-b{b}-c{c}_{ratio}' });
    expect(await (await grid(0)).findByRole('button', { name: 'Hook 2 with body 2: 12.4 s, left out, outside 7-12 s' })).toBeInTheDocument();

    await user.click(group('Length budget').getByRole('checkbox', { name: 'Only lengths from' }));
    await waitFor(() => expect(sent()).toHaveLength(3));
    expect(sent()[2]).toMatchObject({ duration: null });
  });

  it('asks for a balanced test of N of the allowed combinations', async () => {
    const user = userEvent.setup();
    const { sent } = renderPlanReview();
    await grids();
    expect(group('Balanced test').getByText(/of 8, each hook, body and CTA used equally often/)).toBeInTheDocument();

    await user.click(group('Balanced test').getByRole('checkbox', { name: 'Test only' }));
    await waitFor(() => expect(sent()).toHaveLength(1));
    expect(sent()[0]).toMatchObject({ balanced: 4 });

    const size = group('Balanced test').getByRole('spinbutton', { name: 'Combinations to test' });
    await user.clear(size);
    await user.type(size, '6');
    await waitFor(() => expect(sent()).toHaveLength(2));
    expect(sent()[1]).toMatchObject({ balanced: 6 });
    expect(await screen.findByRole('button', { name: 'Render 12 videos' })).toBeEnabled();
  });

  it('saves the name template once typing stops and shows the names it makes', async () => {
    const user = userEvent.setup();
    const { sent } = renderPlanReview();
    await grids();
    expect(within(screen.getByRole('list', { name: 'Example names' })).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'j3-h1-b1-c1_9x16',
      'j3-h1-b1-c1_4x5',
    ]);

    const template = group('Output names').getByRole('textbox', { name: 'Name template' });
    await user.clear(template);
    await user.type(template, 'ad-{{h}{{b}{{c}-{{ratio}');
    await waitFor(() => expect(sent()).toHaveLength(1));

    expect(sent()[0]).toMatchObject({ nameTemplate: 'ad-{h}{b}{c}-{ratio}' });
    await waitFor(() =>
      expect(within(screen.getByRole('list', { name: 'Example names' })).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
        'ad-111-9x16',
        'ad-111-4x5',
      ]),
    );
  });

  it('saves what was typed on leaving the field, and builds the next change on it', async () => {
    const user = userEvent.setup();
    const { sent } = renderPlanReview();
    const first = await grid(0);

    await user.type(group('Output names').getByRole('textbox', { name: 'Name template' }), '-v2');
    await user.click(first.getByRole('button', { name: 'Hook 1 with body 1: 7.4 s, included' }));

    await waitFor(() => expect(sent()).toHaveLength(2));
    expect(sent()).toEqual([
      { exclusions: [], duration: null, balanced: null, nameTemplate: '{job}-h{h}-b{b}-c{c}_{ratio}-v2' },
      { exclusions: ['h1-b1'], duration: null, balanced: null, nameTemplate: '{job}-h{h}-b{b}-c{c}_{ratio}-v2' },
    ]);
    expect(await first.findByRole('button', { name: 'Hook 1 with body 1: 7.4 s, left out, excluded: h1-b1' })).toBeInTheDocument();
  });

  it("shows the server's refusal of a template and keeps the buyer's text", async () => {
    const user = userEvent.setup();
    renderPlanReview({ [SAVE_ROUTE]: { status: 400, body: { statusCode: 400, message: ['Unknown placeholder {size}.'], error: 'Bad Request' } } });
    await grids();

    const template = group('Output names').getByRole('textbox', { name: 'Name template' });
    await user.type(template, '-{{size}');

    expect(await group('Output names').findByRole('alert')).toHaveTextContent('Unknown placeholder {size}.');
    expect(template).toHaveValue('{job}-h{h}-b{b}-c{c}_{ratio}-{size}');
    // The names shown are still those of the saved template.
    expect(screen.getByText('j3-h1-b1-c1_9x16')).toBeInTheDocument();
  });
});
