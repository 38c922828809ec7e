import { COMMISSION_MONTHS, COMMISSION_PERCENT } from '@reelmix/contracts';

/**
 * The affiliate programme's terms (docs/product-rules.md#affiliates) and the rules that
 * follow from them. Pure functions over integer cents, so the money rules are tested without a
 * database.
 */

export { COMMISSION_MONTHS, COMMISSION_PERCENT };
/** A commission is approved once its payment is older than this: the refund window. */
export const APPROVAL_DAYS = 30;
export const MINIMUM_PAYOUT_CENTS = 5000;
/** Commissions are earned on, and paid out in, US dollars only. */
export const PROGRAMME_CURRENCY = 'USD';

const DAY_MS = 86_400_000;

/**
 * The commission on a payment: 20% rounded down to the whole cent, in integer arithmetic
 * (`cents * 20` stays exact far beyond any invoice). Rounding down means the programme never
 * pays a fraction of a cent more than 20%.
 */
export function commissionOn(cents: number): number {
  if (!Number.isSafeInteger(cents) || cents <= 0) return 0;
  return Math.floor((cents * COMMISSION_PERCENT) / 100);
}

/** What a payment earns once refunds are taken off: the commission on the money the business kept. */
export function commissionAfterRefund(amountPaidCents: number, amountRefundedCents: number): number {
  return commissionOn(amountPaidCents - Math.min(amountRefundedCents, amountPaidCents));
}

/**
 * The same moment `months` calendar months later, in UTC. A day the target month lacks becomes its
 * last day (31 January + 1 month = 28 or 29 February), as billing periods do.
 */
export function addCalendarMonths(date: Date, months: number): Date {
  const target = new Date(date.getTime());
  target.setUTCDate(1);
  target.setUTCMonth(target.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(date.getUTCDate(), lastDay));
  return target;
}

/**
 * Whether a payment falls in the commission period: from the first payment up to, not including,
 * the same moment 12 calendar months later. A monthly plan so earns on exactly 12 payments.
 */
export function inCommissionWindow(firstPaymentAt: Date, paidAt: Date): boolean {
  return paidAt.getTime() >= firstPaymentAt.getTime() && paidAt.getTime() < addCalendarMonths(firstPaymentAt, COMMISSION_MONTHS).getTime();
}

/** Commissions on payments made before this moment are past the refund window and can be approved. */
export function approvalCutoff(now: Date): Date {
  return new Date(now.getTime() - APPROVAL_DAYS * DAY_MS);
}

/** Cents as dollars for display (`2990` → `29.9`). */
export function centsToDollars(cents: number): number {
  return cents / 100;
}

/** Cents as a decimal amount with two places (`5000` → `"50.00"`), without floating point. */
export function formatCents(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
