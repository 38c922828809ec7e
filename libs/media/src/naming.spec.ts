import { CombinationPlanError } from './combination-plan.errors';
import { allCombinations, combinationKey, compareCombinations, planOutputs } from './naming';

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

describe('a job with texts', () => {
  const counts = { intro: 3, body: 3, cta: 3, text: 3 };

  it('plans hooks x texts x bodies x ctas in reading order, the text read after the hook', () => {
    const planned = planOutputs(counts, ['9:16']);
    expect(planned).toHaveLength(81);
    expect(planned.slice(0, 4).map((p) => p.fileName)).toEqual(['h1-t1-b1-c1_9x16.mp4', 'h1-t1-b1-c2_9x16.mp4', 'h1-t1-b1-c3_9x16.mp4', 'h1-t1-b2-c1_9x16.mp4']);
    expect(planned[9]).toEqual({ intro: 1, text: 2, body: 1, cta: 1, placement: '9:16', fileName: 'h1-t2-b1-c1_9x16.mp4' });
    expect(planned[27]!.fileName).toBe('h2-t1-b1-c1_9x16.mp4');
    expect(planned.at(-1)!.fileName).toBe('h3-t3-b3-c3_9x16.mp4');
    expect(new Set(planned.map((p) => p.fileName)).size).toBe(81);
  });

  it("names a job's outputs with its label and the text", () => {
    expect(planOutputs({ intro: 1, body: 1, cta: 1, text: 2 }, ['9:16', '4:5'], { jobLabel: 'j12' }).map((p) => p.fileName)).toEqual([
      'j12-h1-t1-b1-c1_9x16.mp4',
      'j12-h1-t1-b1-c1_4x5.mp4',
      'j12-h1-t2-b1-c1_9x16.mp4',
      'j12-h1-t2-b1-c1_4x5.mp4',
    ]);
  });

  it('names outputs by the texts themselves with {text}', () => {
    const planned = planOutputs({ intro: 1, body: 1, cta: 1, text: 2 }, ['9:16'], { nameTemplate: '{text}_{ratio}', textNames: ['Summer sale', '50% off: today only!'] });
    expect(planned.map((p) => p.fileName)).toEqual(['Summer-sale_9x16.mp4', '50-off-today-only_9x16.mp4']);
  });

  it('plans and names a job without texts as before, whether the text count is absent or 0', () => {
    expect(planOutputs({ intro: 2, body: 2, cta: 1, text: 0 }, ['9:16'])).toEqual(planOutputs({ intro: 2, body: 2, cta: 1 }, ['9:16']));
    expect(allCombinations({ intro: 1, body: 1, cta: 2, text: 0 })).toEqual([
      { intro: 1, body: 1, cta: 1 },
      { intro: 1, body: 1, cta: 2 },
    ]);
  });

  it('keeps the chosen combinations with their texts, in reading order, each once', () => {
    const combinations = [
      { intro: 1, text: 2, body: 1, cta: 1 },
      { intro: 1, text: 1, body: 2, cta: 1 },
      { intro: 1, text: 2, body: 1, cta: 1 },
    ];
    expect(planOutputs({ intro: 1, body: 2, cta: 1, text: 2 }, ['9:16'], { combinations }).map((p) => p.fileName)).toEqual([
      'h1-t1-b2-c1_9x16.mp4',
      'h1-t2-b1-c1_9x16.mp4',
    ]);
  });

  it('refuses a chosen combination whose text the job does not have', () => {
    expect(() => planOutputs({ intro: 1, body: 1, cta: 1, text: 2 }, ['9:16'], { combinations: [{ intro: 1, text: 3, body: 1, cta: 1 }] })).toThrow(
      'text 3 is not one of the 2 texts',
    );
    expect(() => planOutputs({ intro: 1, body: 1, cta: 1, text: 2 }, ['9:16'], { combinations: [{ intro: 1, body: 1, cta: 1 }] })).toThrow('needs its text');
    expect(() => planOutputs({ intro: 1, body: 1, cta: 1 }, ['9:16'], { combinations: [{ intro: 1, text: 1, body: 1, cta: 1 }] })).toThrow('the job has no texts');
    expect(() => planOutputs({ intro: 1, body: 1, cta: 1, text: -1 }, ['9:16'])).toThrow('text count');
  });

  it('orders and keys combinations by their text, between hook and body', () => {
    expect(compareCombinations({ intro: 1, text: 2, body: 1, cta: 1 }, { intro: 1, text: 1, body: 3, cta: 3 })).toBeGreaterThan(0);
    expect(combinationKey({ intro: 1, text: 2, body: 3, cta: 1 })).not.toBe(combinationKey({ intro: 1, text: 3, body: 3, cta: 1 }));
    expect(combinationKey({ intro: 1, body: 3, cta: 1 })).toBe('1-3-1');
  });
});
