import { ExportFormatError } from './export-format-error';
import { analyseExport } from './report';
import { gridDesign, simulateMetaExport } from './simulated-export';

describe('analyseExport', () => {
  const design = gridDesign(2, 2, 1, ['9x16', '1x1']);

  const tiktok = [
    'Ad name\tCost (EUR)\tImpressions\tClicks (destination)\tConversions\t2-second video views',
    'h1-b1-c1_9x16.mp4\t10,00\t10000\t100\t5\t3000',
    'h1-b2-c1_9x16.mp4\t10,00\t10000\t120\t6\t3100',
    'h2-b1-c1_9x16.mp4 (copy)\t10,00\t10000\t90\t3\t2000',
    'h2-b1-c1_1x1\t5,00\t5000\t40\t0\t900',
    'Spare ad\t1,00\t100\t1\t0\t10',
    'Total of 5 ads\t36,00\t35100\t351\t14\t9010',
  ].join('\n');

  it('reports figures, matching, totals and the hook x body grid', () => {
    const report = analyseExport(tiktok, design);
    expect(report.source).toBe('tiktok');
    expect(report.currency).toBe('EUR');
    expect(report.metric).toBe('ctr');
    expect(report.matching).toEqual({ rows: 5, matchedRows: 4, unmatchedRows: ['Spare ad'], ambiguousRows: [], otherJobsRows: 0, outputsWithoutRows: ['h1-b1-c1_1x1.mp4', 'h1-b2-c1_1x1.mp4', 'h2-b2-c1_9x16.mp4', 'h2-b2-c1_1x1.mp4'] });
    expect(report.totals).toEqual({ spend: 35, impressions: 35000, clicks: 350, results: 14, hookViews: 9000 });

    const [hook1, hook2] = report.sections.hook.parts;
    expect(hook1).toMatchObject({ name: 'hook1.mp4', position: 1, ads: 2, spend: 20, impressions: 20000, clicks: 220, results: 11, hookViews: 6100 });
    expect(hook1.ctr.value).toBeCloseTo(0.011, 10);
    expect(hook1.hookRate.value).toBeCloseTo(0.305, 10);
    expect(hook1.conversionRate.value).toBeCloseTo(11 / 220, 10);
    expect(hook1.costPerResult.value).toBeCloseTo(20 / 11, 10);
    expect(hook2.costPerResult.value).toBeCloseTo(5, 10);
    expect(hook1.effect?.oddsRatio).toBeGreaterThan(1);
    expect(hook2.effect?.oddsRatio).toBeLessThan(1);

    expect(report.sections.cta.verdict.kind).toBe('single-part');
    expect(report.sections.cta.parts[0].effect).toBeNull();
    expect(report.sections.placement.parts.map((p) => [p.name, p.position, p.ads])).toEqual([
      ['9x16', 1, 3],
      ['1x1', 2, 1],
    ]);
    for (const section of ['hook', 'body', 'placement'] as const) {
      expect(report.sections[section].winner).toBeNull();
      expect(report.sections[section].verdict.summary).toMatch(/^Not enough data yet/);
    }

    expect(report.hookBodyCtr.hooks).toEqual(['hook1.mp4', 'hook2.mp4']);
    expect(report.hookBodyCtr.bodies).toEqual(['body1.mp4', 'body2.mp4']);
    expect(report.hookBodyCtr.cells[0][0]?.value).toBeCloseTo(0.01, 10);
    expect(report.hookBodyCtr.cells[1][0]?.value).toBeCloseTo(130 / 15000, 10);
    expect(report.hookBodyCtr.cells[1][1]).toBeNull();
  });

  it('compares on hook rate or conversion rate when asked', () => {
    const design3 = gridDesign(3, 3, 3);
    const csv = simulateMetaExport({ seed: 5, design: design3, ctrOf: () => 0.01, minImpressions: 3000, maxImpressions: 10000 });
    const byHookRate = analyseExport(csv, design3, { metric: 'hookRate' });
    expect(byHookRate.metric).toBe('hookRate');
    expect(byHookRate.sections.hook.verdict.metric).toBe('hookRate');
    expect(byHookRate.sections.hook.parts[0].effect).not.toBeNull();
    const byConversion = analyseExport(csv, design3, { metric: 'conversionRate' });
    expect(byConversion.sections.body.verdict.metric).toBe('conversionRate');
  });

  it('cannot compare hook rates without a hook views column', () => {
    const csv = 'Ad name,Impressions,Link clicks\nh1-b1-c1_9x16,1000,10\nh2-b1-c1_9x16,1000,12\n';
    const report = analyseExport(csv, design, { metric: 'hookRate' });
    expect(report.totals.hookViews).toBeNull();
    expect(report.sections.hook.parts[0].hookRate).toEqual({ value: null, low: null, high: null });
    expect(report.sections.hook.verdict).toMatchObject({ kind: 'not-enough-data', impressionsNeeded: null });
  });

  it('reads an unrecognised export through a mapping, and rejects it without one', () => {
    const csv = 'Creative;Views;Taps\nh1-b1-c1_9x16;1000;10\n';
    expect(() => analyseExport(csv, design)).toThrow(ExportFormatError);
    const report = analyseExport(csv, design, { mapping: { adName: 'Creative', impressions: 'Views', clicks: 'Taps' } });
    expect(report.source).toBe('custom');
    expect(report.matching.matchedRows).toBe(1);
  });

  it('survives an export with no impressions or clicks at all', () => {
    const report = analyseExport('Ad name,Impressions\nh1-b1-c1_9x16,0\n', design);
    expect(report.sections.hook.parts[0].ctr.value).toBeNull();
    expect(report.sections.hook.verdict).toMatchObject({ kind: 'not-enough-data', impressionsNeeded: null });
  });
});
