import { analyseExport } from './report';
import { gridDesign, simulateMetaExport } from './simulated-export';

/* Verdicts checked against known truth on seeded simulated exports. */

const SECTIONS = ['hook', 'body', 'cta', 'placement'] as const;

describe('verdicts on simulated exports', () => {
  it('names a hook with twice the CTR the winner in nearly every run', () => {
    const design = gridDesign(3, 3, 3);
    let named = 0;
    let otherWinners = 0;
    for (let seed = 1; seed <= 20; seed += 1) {
      const csv = simulateMetaExport({ seed, design, ctrOf: (o) => (o.hook.position === 2 ? 0.02 : 0.01), minImpressions: 3000, maxImpressions: 10000 });
      const report = analyseExport(csv, design);
      if (report.sections.hook.winner === 'hook2.mp4') named += 1;
      if (report.sections.body.winner || report.sections.cta.winner) otherWinners += 1;
    }
    expect(named).toBeGreaterThanOrEqual(18);
    expect(otherWinners).toBeLessThanOrEqual(1);
  });

  it('names no winner on noise in at least 95% of 200 exports without true differences', () => {
    const design = gridDesign(3, 3, 3, ['9x16', '1x1']);
    let withAnyWinner = 0;
    for (let seed = 1000; seed < 1200; seed += 1) {
      const csv = simulateMetaExport({ seed, design, ctrOf: () => 0.01, minImpressions: 3000, maxImpressions: 10000 });
      const report = analyseExport(csv, design);
      if (SECTIONS.some((s) => report.sections[s].winner !== null)) withAnyWinner += 1;
      for (const s of SECTIONS) {
        const verdict = report.sections[s].verdict;
        if (verdict.kind === 'not-enough-data' && verdict.impressionsNeeded !== null) expect(verdict.impressionsNeeded).toBeGreaterThan(0);
      }
    }
    expect(withAnyWinner).toBeLessThanOrEqual(10);
  });

  it('handles a partial, unbalanced design with sensible estimates', () => {
    const full = gridDesign(4, 3, 2);
    // Only some combinations ran, hook 4 in a single ad, and one output twice as often.
    const ran = full.filter((o, i) => i % 3 !== 1 && !(o.hook.position === 4 && o.body.position > 1));
    const design = full;
    const csv = simulateMetaExport({
      seed: 7,
      design: ran,
      ctrOf: (o) => 0.01 * (o.hook.position === 1 ? 1.5 : 1) * (o.cta.position === 2 ? 1.2 : 1),
      minImpressions: 20000,
      maxImpressions: 60000,
      rowsPerOutput: 2,
    });
    const report = analyseExport(csv, design);
    expect(report.matching.outputsWithoutRows.length).toBe(full.length - ran.length);
    const hooks = report.sections.hook.parts;
    expect(hooks.map((p) => p.ads)).toEqual([...[1, 2, 3, 4].map((h) => ran.filter((o) => o.hook.position === h).length)]);
    const or1 = hooks[0].effect?.oddsRatio ?? 0;
    const or2 = hooks[1].effect?.oddsRatio ?? 0;
    expect(or1 / or2).toBeGreaterThan(1.3);
    expect(or1 / or2).toBeLessThan(1.7);
    for (const part of hooks) {
      expect(part.effect).not.toBeNull();
      expect(Number.isFinite(part.effect?.low)).toBe(true);
      expect(Number.isFinite(part.effect?.high)).toBe(true);
    }
    // The hook seen in one ad has the widest interval.
    const width = (p: (typeof hooks)[number]) => Math.log((p.effect?.high ?? 0) / (p.effect?.low ?? 1));
    expect(width(hooks[3])).toBeGreaterThan(width(hooks[1]));
    expect(report.sections.placement.verdict.kind).toBe('single-part');
    const grid = report.hookBodyCtr;
    expect(grid.cells[3][1]).toBeNull();
    expect(grid.cells[0][0]?.value).toBeGreaterThan(0);
  });
});
