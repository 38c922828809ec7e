import { longDate } from './dates';
import { button, escapeHtml, layout, publicLink } from './html';
import type { MailContent } from './mail-content';

export interface ReceiptInput {
  publicUrl: string;
  amountPaidCents: number;
  /** ISO 4217, any case ("usd"). */
  currency: string;
  paidAt: string;
  cardBrand?: string | null;
  cardLast4?: string | null;
  /** Null when the subscription will not renew. */
  nextChargeAt?: string | null;
}

/** "$29.00": the amount exactly as charged. */
export function money(cents: number, currency: string): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(cents / 100);
}

const BRAND_NAMES: Record<string, string> = { visa: 'Visa', mastercard: 'Mastercard', amex: 'American Express', discover: 'Discover' };

/** "Visa ending in 4242", or null when the card is not known. */
function cardLine(brand: string | null | undefined, last4: string | null | undefined): string | null {
  if (!last4) return null;
  const name = brand ? (BRAND_NAMES[brand] ?? brand.charAt(0).toUpperCase() + brand.slice(1)) : 'Card';
  return `${name} ending in ${last4}`;
}

/** The receipt for one payment: what was charged, when, to which card, and when the next charge is. */
export function paymentReceiptMail(input: ReceiptInput): MailContent {
  const link = publicLink(input.publicUrl, '/dashboard');
  const amount = money(input.amountPaidCents, input.currency);
  const subject = `Your Reelmix receipt: ${amount} for Pro`;
  const card = cardLine(input.cardBrand, input.cardLast4);
  const details = [
    `Amount paid: ${amount}`,
    `Date: ${longDate(input.paidAt)}`,
    ...(card ? [`Paid with: ${card}`] : []),
    input.nextChargeAt ? `Next charge: ${longDate(input.nextChargeAt)}` : 'Next charge: none, your subscription will not renew',
  ];
  const intro = 'Thank you for your payment for Reelmix Pro (monthly).';
  const outro = 'You can cancel at any time from your dashboard; Pro stays until the end of the period you paid for.';
  const html = layout(
    subject,
    [
      `<p>${escapeHtml(intro)}</p>`,
      `<ul>${details.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>`,
      `<p>${escapeHtml(outro)}</p>`,
      button(link, 'Open your dashboard'),
    ].join('\n'),
  );
  const text = [intro, details.join('\n'), outro, `Open your dashboard: ${link}`].join('\n\n');
  return { subject, html, text };
}
