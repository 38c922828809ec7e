import { outputFileName, planOutputs } from './naming';

describe('outputFileName', () => {
  it('names the parts, 1-based, and the placement tag', () => {
    expect(outputFileName({ intro: 1, body: 2, cta: 3 }, '9:16')).toBe('h1-b2-c3_9x16.mp4');
    expect(outputFileName({ intro: 12, body: 1, cta: 1 }, '16:9')).toBe('h12-b1-c1_16x9.mp4');
  });

  it('refuses indexes that are not 1-based whole numbers', () => {
    expect(() => outputFileName({ intro: 0, body: 1, cta: 1 }, '4:5')).toThrow('intro must be a 1-based index');
    expect(() => outputFileName({ intro: 1, body: 1.5, cta: 1 }, '4:5')).toThrow('body must be a 1-based index');
  });
});

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
});
