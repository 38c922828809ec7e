import {
  addCalendarMonths,
  approvalCutoff,
  centsToDollars,
  commissionAfterRefund,
  commissionOn,
  formatCents,
  inCommissionWindow,
} from './programme-terms';

describe('programme terms', () => {
  describe('commissionOn', () => {
    it('is 20% in whole cents', () => {
      expect(commissionOn(2900)).toBe(580);
      expect(commissionOn(2997)).toBe(599);
      expect(commissionOn(100)).toBe(20);
    });

    it('rounds down, never paying a fraction of a cent over 20%', () => {
      expect(commissionOn(2999)).toBe(599);
      expect(commissionOn(4)).toBe(0);
      expect(commissionOn(5)).toBe(1);
    });

    it('is nothing for zero, negative or non-integer amounts', () => {
      expect(commissionOn(0)).toBe(0);
      expect(commissionOn(-2900)).toBe(0);
      expect(commissionOn(29.5)).toBe(0);
    });
  });

  describe('commissionAfterRefund', () => {
    it('is 20% of what was kept', () => {
      expect(commissionAfterRefund(2900, 0)).toBe(580);
      expect(commissionAfterRefund(2900, 1450)).toBe(290);
      expect(commissionAfterRefund(2900, 1)).toBe(579);
    });

    it('is nothing once everything was refunded, however much is reported', () => {
      expect(commissionAfterRefund(2900, 2900)).toBe(0);
      expect(commissionAfterRefund(2900, 5000)).toBe(0);
    });
  });

  describe('addCalendarMonths', () => {
    it('keeps the day and the time of day', () => {
      expect(addCalendarMonths(new Date('2026-03-15T10:30:00.000Z'), 12).toISOString()).toBe('2027-03-15T10:30:00.000Z');
      expect(addCalendarMonths(new Date('2026-11-05T00:00:00.000Z'), 3).toISOString()).toBe('2027-02-05T00:00:00.000Z');
    });

    it('ends on the last day of a shorter month', () => {
      expect(addCalendarMonths(new Date('2026-01-31T12:00:00.000Z'), 1).toISOString()).toBe('2026-02-28T12:00:00.000Z');
      expect(addCalendarMonths(new Date('2024-02-29T12:00:00.000Z'), 12).toISOString()).toBe('2025-02-28T12:00:00.000Z');
      expect(addCalendarMonths(new Date('2027-01-31T12:00:00.000Z'), 1).toISOString()).toBe('2027-02-28T12:00:00.000Z');
      expect(addCalendarMonths(new Date('2028-01-31T12:00:00.000Z'), 1).toISOString()).toBe('2028-02-29T12:00:00.000Z');
    });
  });

  describe('inCommissionWindow', () => {
    const first = new Date('2026-01-10T09:00:00.000Z');

    it('covers twelve monthly payments from the first one', () => {
      const monthly = Array.from({ length: 13 }, (_, n) => addCalendarMonths(first, n));
      expect(monthly.map((paidAt) => inCommissionWindow(first, paidAt))).toEqual([...Array(12).fill(true), false]);
    });

    it('ends exactly twelve calendar months after the first payment', () => {
      expect(inCommissionWindow(first, new Date('2027-01-10T08:59:59.999Z'))).toBe(true);
      expect(inCommissionWindow(first, new Date('2027-01-10T09:00:00.000Z'))).toBe(false);
    });

    it('does not cover a payment before the first one', () => {
      expect(inCommissionWindow(first, new Date('2026-01-09T09:00:00.000Z'))).toBe(false);
    });
  });

  it('approves payments older than 30 days', () => {
    expect(approvalCutoff(new Date('2026-03-31T12:00:00.000Z')).toISOString()).toBe('2026-03-01T12:00:00.000Z');
  });

  it('shows cents as dollars and as two-decimal amounts', () => {
    expect(centsToDollars(2990)).toBe(29.9);
    expect(formatCents(5000)).toBe('50.00');
    expect(formatCents(5)).toBe('0.05');
    expect(formatCents(123456)).toBe('1234.56');
    expect(formatCents(-580)).toBe('-5.80');
  });
});
