import type { AnalysisReport, PartFigures, SectionReport } from '@reelmix/contracts';
import { reportHtml } from './report-html';

/*
 * The HTML report from a report built by hand, so what it shows and how it escapes the buyer's
 * names is checked apart from the analysis.
 */

const HOSTILE = '<script>alert("x")</script>';

function part(name: string, position: number, ctr: number | null): PartFigures {
  const rate = (value: number | null) => ({ value, low: value === null ? null : value * 0.8, high: value === null ? null : value * 1.2 });
  return {
    name, position, ads: 3, spend: 120.5, impressions: ctr === null ? 0 : 20000, clicks: 300, results: 12, hookViews: 5000,
    ctr: rate(ctr), hookRate: rate(0.25), conversionRate: rate(0.04), costPerResult: { value: 10.04, low: 6.2, high: 16.1 },
    effect: ctr === null ? null : { oddsRatio: 1.31, low: 1.1, high: 1.56 },
  };
}

function section(parts: PartFigures[], winner: string | null): SectionReport {
  return {
    winner,
    verdict: winner ? { kind: 'winner', winner, metric: 'ctr', summary: `${winner} wins on CTR` } : { kind: 'single-part', metric: 'ctr', summary: 'Only one part' },
    parts,
  };
}

const report: AnalysisReport = {
  source: 'meta',
  currency: 'USD',
  metric: 'ctr',
  matching: { rows: 5, matchedRows: 4, unmatchedRows: [HOSTILE], outputsWithoutRows: ['h9-b1-c1_9x16.mp4'] },
  totals: { spend: 241, impressions: 40000, clicks: 600, results: 24, hookViews: 10000 },
  sections: {
    hook: section([part(`${HOSTILE}.mp4`, 1, 0.015), part('hook2.mp4', 2, 0.02)], 'hook2.mp4'),
    body: section([part('body1.mp4', 1, 0.017), part('body2.mp4', 2, null)], null),
    cta: section([part('cta1.mp4', 1, 0.017)], null),
    placement: section([part('9:16', 1, 0.017)], null),
  },
  hookBodyCtr: {
    hooks: [`${HOSTILE}.mp4`, 'hook2.mp4'],
    bodies: ['body1.mp4', 'body2.mp4'],
    cells: [[{ value: 0.015, low: 0.012, high: 0.018 }, null], [{ value: 0.02, low: 0.017, high: 0.023 }, null]],
  },
};

const html = reportHtml(report, { exportName: `${HOSTILE}.csv`, manifestName: 'manifest.csv' });

it('escapes every name from the export and the manifest: no markup of theirs reaches the page', () => {
  expect(html).not.toContain('<script');
  expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;.mp4');
  // The unmatched ad name, in the matching problems.
  expect(html).toContain('<li>&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;</li>');
});

it('is self-contained: no script, no external asset', () => {
  expect(html).not.toMatch(/<script|<link|src=|href="http|@import|url\(http/i);
  expect(html.startsWith('<!doctype html>')).toBe(true);
});

it('shows per section the verdict, an interval chart and a table of every figure with its interval', () => {
  const hooks = html.slice(html.indexOf('<section id="hook">'), html.indexOf('</section>'));
  expect(hooks).toContain('<p class="verdict">hook2.mp4 wins on CTR</p>');
  expect(hooks).toContain('<svg');
  expect(hooks.match(/<circle /g)).toHaveLength(2);
  expect(hooks).toContain('<tr class="winner"><td>hook2.mp4</td><td>3</td><td>120.50 USD</td><td>20,000</td><td>2.00%<span class="ci">1.60–2.40%</span></td>');
  expect(hooks).toContain(
    '<td>25.00%<span class="ci">20.00–30.00%</span></td><td>4.00%<span class="ci">3.20–4.80%</span></td>' +
      '<td>10.04 USD<span class="ci">6.20–16.10</span></td><td>1.31<span class="ci">1.10–1.56</span></td>',
  );
  // A part with no impressions has no dot, and says why.
  expect(html).toContain('no impressions');
});

it('colours the hooks x bodies heat map from the lowest CTR to the highest, with its scale', () => {
  expect(html).toContain('<td style="background:rgb(239,246,255);color:#111" title="1.50% (1.20–1.80%)">1.50%</td>');
  expect(html).toContain('<td style="background:rgb(8,48,107);color:#fff" title="2.00% (1.70–2.30%)">2.00%</td>');
  expect(html).toContain('<td class="empty">no ads</td>');
  expect(html).toContain('linearGradient');
});

it('lists the matching problems', () => {
  expect(html).toContain('Rows matching no output (1)');
  expect(html).toContain('<li>h9-b1-c1_9x16.mp4</li>');
});
