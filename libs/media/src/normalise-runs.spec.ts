import { MAX_SEGMENTS_PER_RUN } from '@reelmix/contracts/browser';
import { planNormaliseRuns, splitEvenly } from './normalise-runs';

interface TestClip {
  name: string;
  durationSec: number;
  texts: (number | undefined)[];
}

const plan = (clips: TestClip[], placements: ('9:16' | '1:1')[] = ['9:16']) =>
  planNormaliseRuns(
    clips,
    placements,
    (clip) => clip.texts,
    (clip) => clip.durationSec,
  ).map((run) => `${run.clip.name} ${run.placement} ${run.texts.map((text) => text ?? '-').join(',')}`);

describe('splitEvenly', () => {
  it('cuts into the fewest groups, sizes differing by at most one, order kept', () => {
    expect(splitEvenly([1, 2, 3], 3)).toEqual([[1, 2, 3]]);
    expect(splitEvenly([1, 2, 3, 4], 3)).toEqual([
      [1, 2],
      [3, 4],
    ]);
    expect(splitEvenly([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 3).map((group) => group.length)).toEqual([2, 3, 2, 3]);
    expect(splitEvenly([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 3).flat()).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(splitEvenly([], 3)).toEqual([]);
  });
});

describe('planNormaliseRuns', () => {
  it('makes all the texts of a hook in one run per placement', () => {
    const runs = plan([{ name: 'hook', durationSec: 4, texts: [1, 2, 3] }], ['9:16', '1:1']);
    expect(runs).toEqual(['hook 9:16 1,2,3', 'hook 1:1 1,2,3']);
  });

  it(`shares more than ${MAX_SEGMENTS_PER_RUN} texts out over as few runs as the limit allows`, () => {
    const texts = Array.from({ length: 10 }, (_, i) => i + 1);
    const runs = planNormaliseRuns([{ name: 'hook', durationSec: 4, texts }], ['9:16'], (clip) => clip.texts, (clip) => clip.durationSec);
    expect(runs).toHaveLength(Math.ceil(10 / MAX_SEGMENTS_PER_RUN));
    expect(runs.every((run) => run.texts.length <= MAX_SEGMENTS_PER_RUN)).toBe(true);
    expect(runs.flatMap((run) => run.texts).sort((a, b) => a! - b!)).toEqual(texts);
  });

  it('without texts: one run per clip and placement, longest clip first, ties in the order given', () => {
    const clips = [
      { name: 'a', durationSec: 2, texts: [undefined] },
      { name: 'b', durationSec: 5, texts: [undefined] },
      { name: 'c', durationSec: 2, texts: [undefined] },
    ];
    expect(plan(clips)).toEqual(['b 9:16 -', 'a 9:16 -', 'c 9:16 -']);
  });

  it('puts the runs that encode the most seconds first: a 3 s hook with three texts before a 5 s body', () => {
    const clips = [
      { name: 'body', durationSec: 5, texts: [undefined] },
      { name: 'hook', durationSec: 3, texts: [1, 2, 3] },
    ];
    expect(plan(clips)).toEqual(['hook 9:16 1,2,3', 'body 9:16 -']);
  });
});
