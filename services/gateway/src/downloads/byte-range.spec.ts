import { resolveRange } from './byte-range';

describe('resolveRange', () => {
  it('serves the whole file without a Range header or with one it does not handle', () => {
    expect(resolveRange(undefined, 100)).toEqual({ kind: 'whole' });
    expect(resolveRange('bytes=0-1,5-6', 100)).toEqual({ kind: 'whole' });
    expect(resolveRange('items=0-1', 100)).toEqual({ kind: 'whole' });
  });

  it('resolves open, closed and suffix ranges, clamping the end', () => {
    expect(resolveRange('bytes=10-', 100)).toEqual({ kind: 'partial', start: 10, end: 99 });
    expect(resolveRange('bytes=10-19', 100)).toEqual({ kind: 'partial', start: 10, end: 19 });
    expect(resolveRange('bytes=90-500', 100)).toEqual({ kind: 'partial', start: 90, end: 99 });
    expect(resolveRange('bytes=-30', 100)).toEqual({ kind: 'partial', start: 70, end: 99 });
  });

  it('refuses ranges past the end', () => {
    expect(resolveRange('bytes=100-', 100)).toEqual({ kind: 'unsatisfiable' });
    expect(resolveRange('bytes=20-10', 100)).toEqual({ kind: 'unsatisfiable' });
    expect(resolveRange('bytes=-0', 100)).toEqual({ kind: 'unsatisfiable' });
  });
});
