import { describe, expect, it } from 'vitest';
import { capitalise, formatCents, formatDollars, percentOf } from './format';

describe('format', () => {
  it('shows shares to one decimal and 0.0 of nothing', () => {
    expect(percentOf(37, 240)).toBe('15.4');
    expect(percentOf(1, 3)).toBe('33.3');
    expect(percentOf(0, 0)).toBe('0.0');
  });

  it('shows money with two decimals', () => {
    expect(formatDollars(29)).toBe('$29.00');
    expect(formatDollars(1234.5)).toBe('$1,234.50');
    expect(formatCents(5000)).toBe('$50.00');
  });

  it('capitalises a status', () => {
    expect(capitalise('processing')).toBe('Processing');
  });
});
