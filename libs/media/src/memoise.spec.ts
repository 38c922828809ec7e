import { memoise } from './memoise';

describe('memoise', () => {
  it('makes each key once and gives the first result to every later call with that key', () => {
    let calls = 0;
    const twice = memoise((n: number, unit: string) => ({ value: `${n * 2}${unit}`, call: ++calls }), (n, unit) => `${unit}:${n}`);
    const first = twice(2, 's');
    expect(twice(2, 's')).toBe(first);
    expect(twice(2, 'ms')).toEqual({ value: '4ms', call: 2 });
    expect(calls).toBe(2);
  });
});
