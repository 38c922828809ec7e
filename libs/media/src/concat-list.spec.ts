import { concatListText, quoteConcatPath } from './concat-list';

describe('concat list', () => {
  it('quotes every name, escaping single quotes the ffconcat way', () => {
    expect(quoteConcatPath('part-0.mov')).toBe(`'part-0.mov'`);
    expect(quoteConcatPath(`it's.mov`)).toBe(`'it'\\''s.mov'`);
    expect(quoteConcatPath('a b,#c.mov')).toBe(`'a b,#c.mov'`);
  });

  it('refuses names that would start a new directive', () => {
    expect(() => quoteConcatPath('a.mov\nfile /etc/passwd')).toThrow('line breaks');
  });

  it('lists each part with its exact duration', () => {
    expect(
      concatListText([
        { file: 'part-0.mov', durationSec: 91 / 30 },
        { file: 'part-1.mov', durationSec: 4 },
      ]),
    ).toBe(`ffconcat version 1.0\nfile 'part-0.mov'\nduration 3.033333\nfile 'part-1.mov'\nduration 4.000000\n`);
  });
});
