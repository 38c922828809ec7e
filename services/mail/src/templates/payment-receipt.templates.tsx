import { longDate } from './dates';
import { ButtonLink, List, OPEN_DASHBOARD, Paragraph } from './mail-blocks';
import type { MailContent } from './mail-content';
import { MailLayout } from './mail-layout';
import { dashboardLink } from './public-link';
import { mailContent } from './render-mail';

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
const THANKS = 'Thank you for your payment for Reelmix Pro (monthly).';
const CANCELLING = 'You can cancel at any time from your dashboard; Pro stays until the end of the period you paid for.';

/** "Visa ending in 4242", or null when the card is not known. */
function cardLine(brand: string | null | undefined, last4: string | null | undefined): string | null {
  if (!last4) return null;
  const name = brand ? (BRAND_NAMES[brand] ?? brand.charAt(0).toUpperCase() + brand.slice(1)) : 'Card';
  return `${name} ending in ${last4}`;
}

export function PaymentReceiptEmail({ subject, details, dashboard }: { subject: string; details: string[]; dashboard: string }) {
  return (
    <MailLayout title={subject}>
      <Paragraph>{THANKS}</Paragraph>
      <List>
        {details.map((line, index) => (
          <li key={index}>{line}</li>
        ))}
      </List>
      <Paragraph>{CANCELLING}</Paragraph>
      <ButtonLink href={dashboard}>{OPEN_DASHBOARD}</ButtonLink>
    </MailLayout>
  );
}

/** The receipt for one payment: what was charged, when, to which card, and when the next charge is. */
export function paymentReceiptMail(input: ReceiptInput): Promise<MailContent> {
  const dashboard = dashboardLink(input.publicUrl);
  const amount = money(input.amountPaidCents, input.currency);
  const subject = `Your Reelmix receipt: ${amount} for Pro`;
  const card = cardLine(input.cardBrand, input.cardLast4);
  const details = [
    `Amount paid: ${amount}`,
    `Date: ${longDate(input.paidAt)}`,
    ...(card ? [`Paid with: ${card}`] : []),
    input.nextChargeAt ? `Next charge: ${longDate(input.nextChargeAt)}` : 'Next charge: none, your subscription will not renew',
  ];
  const text = [THANKS, details.join('\n'), CANCELLING, `${OPEN_DASHBOARD}: ${dashboard}`].join('\n\n');
  return mailContent(subject, <PaymentReceiptEmail subject={subject} details={details} dashboard={dashboard} />, text);
}
