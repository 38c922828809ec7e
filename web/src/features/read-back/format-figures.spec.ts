import { describe, expect, it } from 'vitest';
import { formatCostWithInterval, formatCount, formatMoney, formatOddsRatio, formatPercent, formatRateWithInterval } from './format-figures';

describe('figures for people', () => {
  it('formats counts, rates and money', () => {
    expect(formatCount(12345)).toBe('12,345');
    expect(formatPercent(0.0123)).toBe('1.2%');
    expect(formatPercent(0.00042)).toBe('0.04%');
    expect(formatPercent(0)).toBe('0.0%');
    expect(formatPercent(null)).toBe('–');
    expect(formatMoney(1234.56, 'USD')).toBe('$1,234.56');
    expect(formatMoney(1234.56, 'EUR')).toBe('€1,234.56');
    expect(formatMoney(1234.5, null)).toBe('1,234.50');
    // A code Intl does not know reads as a plain amount.
    expect(formatMoney(3, 'NOT A CODE')).toBe('3.00');
  });

  it('adds the 95% interval where there is one', () => {
    expect(formatRateWithInterval({ value: 0.012, low: 0.009, high: 0.016 })).toBe('1.2% (0.9%–1.6%)');
    expect(formatRateWithInterval({ value: 0.012, low: null, high: null })).toBe('1.2%');
    expect(formatCostWithInterval({ value: 12, low: 8, high: 20.5 }, 'USD')).toBe('$12.00 ($8.00–$20.50)');
    expect(formatCostWithInterval({ value: null, low: null, high: null }, 'USD')).toBe('–');
    expect(formatOddsRatio({ oddsRatio: 1.349, low: 1.1, high: 1.66 })).toBe('×1.35 (1.10–1.66)');
    expect(formatOddsRatio(null)).toBe('–');
  });
});
