import { CombinationPlanError } from './combination-plan.errors';
import { allCombinations, compareCombinations, planOutputs } from './naming';

describe('planOutputs', () => {
  it('plans intro x body x cta x placements outputs, each name once', () => {
    const planned = planOutputs({ intro: 2, body: 3, cta: 2 }, ['9:16', '4:5']);
    expect(planned).toHaveLength(24);
    expect(new Set(planned.map((p) => p.fileName)).size).toBe(24);
    expect(planned[0]).toEqual({ intro: 1, body: 1, cta: 1, placement: '9:16', fileName: 'h1-b1-c1_9x16.mp4' });
    expect(planned[1]).toEqual({ intro: 1, body: 1, cta: 1, placement: '4:5', fileName: 'h1-b1-c1_4x5.mp4' });
    expect(planned.at(-1)).toEqual({ intro: 2, body: 3, cta: 2, placement: '4:5', fileName: 'h2-b3-c2_4x5.mp4' });
  });

  it('plans nothing when a section is empty and ignores a repeated placement', () => {
    expect(planOutputs({ intro: 2, body: 0, cta: 2 }, ['9:16'])).toEqual([]);
    expect(planOutputs({ intro: 1, body: 1, cta: 1 }, ['1:1', '1:1'])).toHaveLength(1);
  });

  it('refuses negative or fractional counts', () => {
    expect(() => planOutputs({ intro: -1, body: 1, cta: 1 }, ['9:16'])).toThrow('intro count');
    expect(() => planOutputs({ intro: 1, body: 1, cta: 0.5 }, ['9:16'])).toThrow('cta count');
  });

  it('plans only the chosen combinations, in reading order, each once', () => {
    const combinations = [
      { intro: 2, body: 1, cta: 1 },
      { intro: 1, body: 2, cta: 2 },
      { intro: 2, body: 1, cta: 1 },
    ];
    expect(planOutputs({ intro: 2, body: 2, cta: 2 }, ['9:16', '1:1'], { combinations }).map((p) => p.fileName)).toEqual([
      'h1-b2-c2_9x16.mp4',
      'h1-b2-c2_1x1.mp4',
      'h2-b1-c1_9x16.mp4',
      'h2-b1-c1_1x1.mp4',
    ]);
  });

  it('names outputs from a template and the clips\' names', () => {
    const planned = planOutputs({ intro: 1, body: 2, cta: 1 }, ['4:5'], {
      nameTemplate: '{hook}_{body}_{cta}',
      sourceNames: { intro: ['open.mp4'], body: ['demo.mov', 'demo.mp4'], cta: ['buy.mp4'] },
    });
    expect(planned).toEqual([
      { intro: 1, body: 1, cta: 1, placement: '4:5', fileName: 'open_demo_buy.mp4' },
      { intro: 1, body: 2, cta: 1, placement: '4:5', fileName: 'open_demo_buy-2.mp4' },
    ]);
  });

  it('refuses a chosen combination beyond the clips and a template without {ratio} for several placements', () => {
    expect(() => planOutputs({ intro: 2, body: 2, cta: 2 }, ['9:16'], { combinations: [{ intro: 1, body: 3, cta: 1 }] })).toThrow(
      'body 3 is not one of the 2 body clips',
    );
    expect(() => planOutputs({ intro: 1, body: 1, cta: 1 }, ['9:16', '4:5'], { nameTemplate: 'h{h}-b{b}-c{c}' })).toThrow(CombinationPlanError);
  });
});

describe('allCombinations', () => {
  it('lists the product in reading order, intro slowest', () => {
    const all = allCombinations({ intro: 2, body: 2, cta: 3 });
    expect(all).toHaveLength(12);
    expect(all.slice(0, 4)).toEqual([
      { intro: 1, body: 1, cta: 1 },
      { intro: 1, body: 1, cta: 2 },
      { intro: 1, body: 1, cta: 3 },
      { intro: 1, body: 2, cta: 1 },
    ]);
    expect([...all].reverse().sort(compareCombinations)).toEqual(all);
  });
});
