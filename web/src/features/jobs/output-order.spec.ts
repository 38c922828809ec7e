import { describe, expect, it } from 'vitest';
import { outputPath } from './job-view.builder';
import { keepShownOrder, sameOutputs } from './output-order';

const paths = (...names: string[]) => names.map((name) => outputPath(`${name}.mp4`));

describe('output order', () => {
  it('appends a new output after those shown, even when the server sorts it between them', () => {
    expect(keepShownOrder(paths('h1-b1-c1', 'h1-b1-c3'), paths('h1-b1-c1', 'h1-b1-c2', 'h1-b1-c3', 'h1-b1-c4'))).toEqual(
      paths('h1-b1-c1', 'h1-b1-c3', 'h1-b1-c2', 'h1-b1-c4'),
    );
  });

  it("takes the server's order for a list seen for the first time", () => {
    expect(keepShownOrder([], paths('b', 'a', 'c'))).toEqual(paths('b', 'a', 'c'));
  });

  it('matches outputs by download name, keeps the newest path and drops what the server no longer lists', () => {
    const moved = `/api/videos/elsewhere/${outputPath('a.mp4').split('/').pop()}`;
    expect(keepShownOrder(paths('b', 'a', 'c'), [moved, outputPath('c.mp4')])).toEqual([moved, outputPath('c.mp4')]);
  });

  it('compares two lists path by path, in order', () => {
    expect(sameOutputs(paths('a', 'b'), paths('a', 'b'))).toBe(true);
    expect(sameOutputs(paths('a', 'b'), paths('b', 'a'))).toBe(false);
    expect(sameOutputs(paths('a'), paths('a', 'b'))).toBe(false);
  });
});
