import type { AnalysisReport, PartFigures, RateEstimate, SectionReport } from '@reelmix/contracts/browser';

const rate = (value: number | null, low: number | null = value, high: number | null = value): RateEstimate => ({ value, low, high });

/** One test part: 10,000 impressions at 1.2% CTR unless told otherwise. */
export function buildPart(overrides: Partial<PartFigures> = {}): PartFigures {
  return {
    name: 'hook-1.mp4',
    position: 1,
    ads: 2,
    spend: 1234.56,
    impressions: 10_000,
    clicks: 120,
    results: 12,
    hookViews: 3_000,
    ctr: rate(0.012, 0.01, 0.0143),
    hookRate: rate(0.3, 0.291, 0.309),
    conversionRate: rate(0.1, 0.058, 0.167),
    costPerResult: { value: 102.88, low: 61.2, high: 180.4 },
    effect: { oddsRatio: 1.35, low: 1.1, high: 1.66 },
    ...overrides,
  };
}

function undecided(parts: PartFigures[], impressionsNeeded: number | null = 24_000): SectionReport {
  return {
    winner: null,
    verdict: { kind: 'not-enough-data', metric: 'ctr', summary: 'The CTRs of the parts overlap.', impressionsNeeded },
    parts,
  };
}

/**
 * A test report of the `buildJobView()` job (two hooks, one body, one CTA, two placements): hook-2
 * wins on CTR, the placements are not told apart yet, one row matched nothing and one output ran
 * under no row.
 */
export function buildAnalysisReport(overrides: Partial<AnalysisReport> = {}): AnalysisReport {
  const hookOne = buildPart({ name: 'hook-1.mp4', position: 1, ctr: rate(0.008, 0.0064, 0.01), effect: { oddsRatio: 0.74, low: 0.6, high: 0.9 } });
  const hookTwo = buildPart({ name: 'hook-2.mp4', position: 2, ctr: rate(0.016, 0.0137, 0.0187), effect: { oddsRatio: 1.35, low: 1.1, high: 1.66 } });
  const single = (name: string): SectionReport => ({
    winner: null,
    verdict: { kind: 'single-part', metric: 'ctr', summary: `Every ad used ${name}, so there is nothing to compare.` },
    parts: [buildPart({ name, impressions: 20_000, spend: 2469.12, ads: 4, effect: null })],
  });
  return {
    source: 'meta',
    currency: 'USD',
    metric: 'ctr',
    matching: { rows: 4, matchedRows: 3, unmatchedRows: ['Retargeting <b>test</b>'], outputsWithoutRows: ['h2-b1-c1_4x5.mp4'] },
    totals: { spend: 2469.12, impressions: 20_000, clicks: 240, results: 24, hookViews: 6_000 },
    sections: {
      hook: {
        winner: 'hook-2.mp4',
        verdict: { kind: 'winner', winner: 'hook-2.mp4', metric: 'ctr', summary: 'hook-2.mp4 has the highest CTR: 1.6% against 0.8%.' },
        parts: [hookOne, hookTwo],
      },
      body: single('body.mp4'),
      cta: single('cta.mp4'),
      placement: undecided([
        buildPart({ name: '9:16', position: 1, ctr: rate(0.013, 0.011, 0.015) }),
        buildPart({ name: '4:5', position: 2, ctr: rate(0.011, 0.009, 0.013), hookViews: null, hookRate: rate(null) }),
      ]),
    },
    hookBodyCtr: { hooks: ['hook-1.mp4', 'hook-2.mp4'], bodies: ['body.mp4', 'body-2.mp4'], cells: [[rate(0.008, 0.0064, 0.01), null], [rate(0.016, 0.0137, 0.0187), null]] },
    ...overrides,
  };
}

/**
 * The same report for a job that drew two texts on its hooks: "Dermatologists hate this" (labelled
 * "derm") wins on CTR, listed right after the hooks.
 */
export function buildAnalysisReportWithTexts(): AnalysisReport {
  const report = buildAnalysisReport();
  const text: SectionReport = {
    winner: 'derm',
    verdict: { kind: 'winner', winner: 'derm', metric: 'ctr', summary: 'derm has the highest CTR: 1.5% against 0.9%.' },
    parts: [
      buildPart({ name: 'Stop scrolling if you have dry skin', position: 1, ctr: rate(0.009, 0.007, 0.011), effect: { oddsRatio: 0.8, low: 0.66, high: 0.95 } }),
      buildPart({ name: 'derm', position: 2, ctr: rate(0.015, 0.013, 0.017), effect: { oddsRatio: 1.25, low: 1.05, high: 1.5 } }),
    ],
  };
  return { ...report, sections: { ...report.sections, text } };
}
