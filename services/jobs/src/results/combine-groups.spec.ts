import { MAX_SEGMENTS_PER_RUN, type PlacementName } from '@reelmix/contracts';
import type { JobOutput } from '../jobs/job-output.entity';
import { combineGroupsOf, type ReadyOutput } from './combine-groups';

const ready = (intro: number, text: number | null, body: number, cta: number, placement: PlacementName = '9:16'): ReadyOutput => ({
  output: { fileName: `h${intro}-t${text}-b${body}-c${cta}-${placement}`, intro, text, body, cta, placement } as JobOutput,
  parts: [],
});
const names = (groups: ReadyOutput[][]) => groups.map((group) => group.map((item) => item.output.fileName));

describe('combineGroupsOf', () => {
  it('joins a hook\'s text variants with the same body, cta and placement together, in the order of their first output', () => {
    const outputs = [ready(1, 1, 1, 1), ready(1, 1, 1, 2), ready(1, 2, 1, 1), ready(1, 2, 1, 2), ready(1, 1, 1, 1, '4:5')];
    expect(names(combineGroupsOf(outputs))).toEqual([
      ['h1-t1-b1-c1-9:16', 'h1-t2-b1-c1-9:16'],
      ['h1-t1-b1-c2-9:16', 'h1-t2-b1-c2-9:16'],
      ['h1-t1-b1-c1-4:5'],
    ]);
  });

  it(`shares more than ${MAX_SEGMENTS_PER_RUN} texts of one sound out evenly over as few messages as the limit allows`, () => {
    const groups = combineGroupsOf(Array.from({ length: 10 }, (_, i) => ready(2, i + 1, 1, 1)));
    expect(groups).toHaveLength(Math.ceil(10 / MAX_SEGMENTS_PER_RUN));
    expect(groups.flat()).toHaveLength(10);
    const sizes = groups.map((group) => group.length);
    expect(Math.max(...sizes)).toBeLessThanOrEqual(MAX_SEGMENTS_PER_RUN);
    expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(1);
  });

  it('keeps every output of a job without texts a message of its own', () => {
    const outputs = [ready(1, null, 1, 1), ready(2, null, 1, 1), ready(1, null, 2, 1)];
    expect(names(combineGroupsOf(outputs))).toEqual(outputs.map((item) => [item.output.fileName]));
  });
});
