import { combineBatches, combineBatchSize } from './combine-batches';
import { type PlannedOutput } from './naming';

const plan = (intro: number, body: number, cta: number, text?: number): PlannedOutput => ({
  intro,
  body,
  cta,
  placement: '9:16',
  fileName: `h${intro}-t${text}-b${body}-c${cta}_9x16.mp4`,
  ...(text === undefined ? {} : { text }),
});

describe('combineBatches', () => {
  it('cuts outputs without texts into runs of the batch size, in plan order', () => {
    const plans = [1, 2, 3].flatMap((cta) => [plan(1, 1, cta), plan(2, 1, cta)]);
    expect(combineBatches(plans, 4)).toEqual([
      [0, 1, 2, 3],
      [4, 5],
    ]);
  });

  it('keeps a hook\'s text variants with the same body and cta in one batch, packing whole groups', () => {
    // Plan order puts the texts apart: h1-t1-b1-c1, h1-t1-b1-c2, h1-t2-b1-c1, h1-t2-b1-c2, ...
    const plans = [1, 2, 3].flatMap((text) => [1, 2].map((cta) => plan(1, 1, cta, text)));
    expect(combineBatches(plans, 4)).toEqual([[0, 2, 4], [1, 3, 5]]);
  });

  it('gives a group larger than the batch size a batch of its own', () => {
    const plans = [1, 2, 3, 4, 5].map((text) => plan(1, 1, 1, text));
    expect(combineBatches([...plans, plan(2, 1, 1, 1)], 2)).toEqual([[0, 1, 2, 3, 4], [5]]);
  });
});

describe('combineBatchSize', () => {
  it('spreads a start-up over up to 8 outputs and gives every process slot two batches', () => {
    expect(combineBatchSize(27, 2)).toBe(7);
    expect(combineBatchSize(81, 2)).toBe(8);
    expect(combineBatchSize(3, 2)).toBe(1);
  });
});
