import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildAnalysisReport, buildPart } from './analysis-report.builder';
import { AnalysisReportView } from './analysis-report-view';

/*
 * The report's layout with the page's own style sheet in the document. jsdom lays nothing out, so
 * what is judged is what the style sheet asks of each element: a name cell that clips or ellipses
 * is a cut label, and on a phone's width each figure must sit in a cell that shows its column's name.
 */

const HOOK_ONE = 'UGC_Sarah_testimonial_kitchen_hook_v3_final_landscape_1080p.mp4';
const HOOK_TWO = 'Founder_story_talking_head_outdoor_hook_v12_portrait_silent_export.mp4';
const BODY = 'Product_demo_body_long_version_with_captions_and_music_v7.mp4';
const PHONE_WIDTH = 390;
/** Node's own file reading, typed here because the web program is typed for the browser alone. */
interface NodeSide {
  process: { getBuiltinModule(name: 'node:fs'): { readFileSync(path: string, encoding: 'utf8'): string } };
}
// Read from disk: the test run hands CSS imports to no one, so `?raw` would give an empty sheet.
const styles = (globalThis as unknown as NodeSide).process
  .getBuiltinModule('node:fs')
  .readFileSync(`${(import.meta as ImportMeta & { dirname: string }).dirname}/read-back.css`, 'utf8');

/** Whether a media query of the sheet's kind ("(max-width: 60rem)") holds at this width. */
function mediaHolds(condition: string, width: number): boolean {
  const most = /max-width:\s*([\d.]+)(rem|px)/.exec(condition);
  const least = /min-width:\s*([\d.]+)(rem|px)/.exec(condition);
  const px = (match: RegExpExecArray) => Number(match[1]) * (match[2] === 'rem' ? 16 : 1);
  return (!most || width <= px(most)) && (!least || width >= px(least));
}

/**
 * Puts read-back.css in the document as a browser `width` px wide would apply it: jsdom applies no
 * media query of this kind, so the rules of those that hold are added again outside them.
 */
function styleAt(width: number | null): void {
  const sheet = document.createElement('style');
  sheet.textContent = styles;
  document.head.append(sheet);
  expect(sheet.sheet?.cssRules.length).toBeGreaterThan(20);
  if (width === null) return;
  const holding = [...(sheet.sheet?.cssRules ?? [])]
    .filter((rule): rule is CSSMediaRule => rule instanceof CSSMediaRule && mediaHolds(rule.media.mediaText, width))
    .flatMap((rule) => [...rule.cssRules].map((inner) => inner.cssText));
  const narrow = document.createElement('style');
  narrow.textContent = holding.join('\n');
  document.head.append(narrow);
}

/** Every rule of the page's sheets (inside media queries too) that selects this element. */
function rulesFor(element: Element): CSSStyleRule[] {
  const all = (rules: CSSRuleList): CSSStyleRule[] =>
    [...rules].flatMap((rule) => (rule instanceof CSSMediaRule ? all(rule.cssRules) : rule instanceof CSSStyleRule ? [rule] : []));
  return [...document.styleSheets].flatMap((sheet) => all(sheet.cssRules)).filter((rule) => element.matches(rule.selectorText));
}

/** What would cut a label's text short: a rule that clips it, ellipses it or keeps it on one line. */
function cuttingRules(element: Element): string[] {
  return rulesFor(element)
    .filter((rule) => {
      const { overflow, overflowX, textOverflow, whiteSpace } = rule.style;
      return [overflow, overflowX].some((value) => value === 'hidden' || value === 'clip') || textOverflow === 'ellipsis' || whiteSpace === 'nowrap';
    })
    .map((rule) => rule.cssText);
}

function longNamedReport() {
  const report = buildAnalysisReport();
  const hookOne = buildPart({ name: HOOK_ONE, position: 1, ctr: { value: 0.008, low: 0.0064, high: 0.01 }, effect: { oddsRatio: 0.74, low: 0.6, high: 0.9 } });
  const hookTwo = buildPart({ name: HOOK_TWO, position: 2, ctr: { value: 0.016, low: 0.0137, high: 0.0187 } });
  return {
    ...report,
    sections: {
      ...report.sections,
      hook: {
        winner: HOOK_TWO,
        verdict: { kind: 'winner' as const, winner: HOOK_TWO, metric: 'ctr' as const, summary: `${HOOK_TWO} has the highest CTR: 1.6% against 0.8%.` },
        parts: [hookOne, hookTwo],
      },
    },
    hookBodyCtr: { ...report.hookBodyCtr, hooks: [HOOK_ONE, HOOK_TWO], bodies: [BODY, 'body-2.mp4'] },
  };
}

const hooks = () => within(screen.getByRole('region', { name: 'Hooks' }));

afterEach(() => {
  document.head.querySelectorAll('style').forEach((sheet) => sheet.remove());
});

describe('the report laid out for a decision', () => {
  it('puts the verdict first, then each part’s rate with its interval and its effect in words, then the figures', () => {
    styleAt(null);
    render(<AnalysisReportView report={longNamedReport()} />);

    const section = screen.getByRole('region', { name: 'Hooks' });
    const verdict = hooks().getByText('Winner:');
    const chart = hooks().getByRole('figure', { name: 'CTR by hook, with 95% intervals' });
    const table = hooks().getByRole('table');
    const order = [verdict, chart, table].map((element) => [...section.querySelectorAll('*')].indexOf(element));
    expect(order).toEqual([...order].sort((a, b) => a - b));

    const rates = within(chart).getAllByRole('listitem');
    expect(rates.map((rate) => rate.textContent)).toEqual([
      `${HOOK_ONE}0.8% (0.6%–1.0%)0.74x as likely to be clicked`,
      `${HOOK_TWO} (winner)1.6% (1.4%–1.9%)1.35x as likely to be clicked`,
    ]);
  });

  it('opens with every section’s verdict in a line, before the matching and the evidence', () => {
    render(<AnalysisReportView report={longNamedReport()} />);

    const verdict = screen.getByRole('region', { name: 'Verdict' });
    const lines = within(verdict)
      .getAllByRole('term')
      .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);
    expect(lines).toEqual([`Hook: ${HOOK_TWO} wins`, 'Body: Only one body ran', 'CTA: Only one CTA ran', 'Placement: No winner yet']);
    const regions = screen.getAllByRole('region').map((region) => region.getAttribute('aria-labelledby') && within(region).getByRole('heading', { level: 2 }).textContent);
    expect(regions.slice(0, 3)).toEqual(['Verdict', 'Matching', 'Hooks']);
  });

  it.each([
    ['a desktop', null],
    ['a phone', PHONE_WIDTH],
  ])('shows long file names whole on %s: no rule clips, ellipses or unwraps a label', (_screen, width) => {
    styleAt(width);
    render(<AnalysisReportView report={longNamedReport()} />);

    const chart = hooks().getByRole('figure');
    const labels = [
      ...within(chart).getAllByText((_text, element) => element?.classList.contains('read-back-rate__label') ?? false),
      ...within(hooks().getByRole('table')).getAllByRole('rowheader'),
      ...within(screen.getByRole('table', { name: 'CTR of each hook with each body' })).getAllByRole('rowheader'),
      ...within(screen.getByRole('table', { name: 'CTR of each hook with each body' })).getAllByRole('columnheader'),
      hooks().getByText(HOOK_TWO, { selector: 'mark' }),
    ];
    expect(labels.map((label) => label.textContent?.replace(' (winner)', ''))).toEqual([HOOK_ONE, HOOK_TWO, HOOK_ONE, HOOK_TWO, HOOK_ONE, HOOK_TWO, BODY, 'body-2.mp4', HOOK_TWO]);
    for (const label of labels) {
      // The element and every box around it up to the section: a clipping parent cuts as surely.
      for (let box: Element | null = label; box && box.tagName !== 'SECTION'; box = box.parentElement) {
        expect({ label: label.textContent, box: box.className || box.tagName, rules: cuttingRules(box) }).toEqual({
          label: label.textContent,
          box: box.className || box.tagName,
          rules: [],
        });
      }
    }
  });

  it('on a phone reads each part as a card: every figure in a shown cell named after its column', () => {
    styleAt(PHONE_WIDTH);
    render(<AnalysisReportView report={longNamedReport()} />);

    const table = hooks().getByRole('table');
    expect(getComputedStyle(table).display).toBe('block');
    const headers = within(table)
      .getAllByRole('columnheader')
      .slice(1)
      .map((header) => header.textContent);
    const row = within(table).getByRole('row', { name: new RegExp(`^${HOOK_TWO.replace(/\./g, '\\.')}`) });
    expect(getComputedStyle(row).display).toBe('grid');
    const cells = within(row).getAllByRole('cell');
    expect(cells.map((cell) => cell.dataset.label)).toEqual(headers);
    expect(cells.map((cell) => [cell.dataset.label, cell.textContent])).toEqual([
      ['CTR', '1.6% (1.4%–1.9%)'],
      ['Hook rate', '30.0% (29.1%–30.9%)'],
      ['Conversion rate', '10.0% (5.8%–16.7%)'],
      ['Cost per result', '$102.88 ($61.20–$180.40)'],
      ['Effect on CTR (odds ratio)', '1.35x as likely to be clicked ×1.35 (1.10–1.66)'],
      ['Ads', '2'],
      ['Spend', '$1,234.56'],
      ['Impressions', '10,000'],
    ]);
    for (const cell of cells) expect(getComputedStyle(cell).display).toBe('grid');
    // The card names each figure by its column: the cell's label is drawn before its figure
    // (read from the sheet's text, as jsdom's style parser drops `content`).
    expect(styles).toMatch(/\.read-back-parts td::before \{[^}]*content: attr\(data-label\);/);
  });

  it('says when a table is wider than its box, and lets the keyboard scroll it', () => {
    // jsdom lays nothing out: the figures table is made wider than its box.
    vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockImplementation(function (this: HTMLElement) {
      return this.classList.contains('table-scroll__box') ? 900 : 0;
    });
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(function (this: HTMLElement) {
      return this.classList.contains('table-scroll__box') ? 320 : 0;
    });
    render(<AnalysisReportView report={longNamedReport()} />);

    const scroller = hooks().getByRole('region', { name: 'Hooks: figures with 95% intervals' });
    expect(scroller).toHaveAttribute('tabindex', '0');
    expect(scroller).toHaveAccessibleDescription(/^Scroll sideways for more columns/);
    expect(hooks().getByText('Scroll sideways for more columns')).toBeVisible();
  });

  it('gives no cue when the table fits', () => {
    render(<AnalysisReportView report={longNamedReport()} />);

    expect(screen.queryByText('Scroll sideways for more columns')).not.toBeInTheDocument();
    expect(hooks().queryByRole('region')).not.toBeInTheDocument();
  });
});
