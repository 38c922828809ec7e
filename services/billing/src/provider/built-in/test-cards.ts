import { createHash } from 'node:crypto';

export const TEST_CARD_ACCEPTED = '4242424242424242';
export const TEST_CARD_DECLINED = '4000000000000002';

/**
 * Stripe's other test numbers that succeed: a second person needs a card of their own (the same
 * card on two accounts is one person to the affiliate programme).
 */
const OTHER_ACCEPTED = new Set(['4000056655665556', '5555555555554444', '2223003122003222', '378282246310005', '6011111111111117']);

export interface TestCard {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
}

export type CardVerdict = { ok: true; fingerprint: string; brand: string; last4: string } | { ok: false; code: string; message: string };

/**
 * The built-in provider's answer to a card, in Stripe's words for the same cases. It takes only
 * Stripe's test numbers (4242 4242 4242 4242 and the other succeeding ones), so a real card typed into a local install is refused, never stored.
 */
export function judgeTestCard(card: TestCard, now: Date): CardVerdict {
  const number = card.number.replace(/\s+/g, '');
  if (!/^\d{12,19}$/.test(number) || !passesLuhn(number)) {
    return { ok: false, code: 'incorrect_number', message: 'Your card number is incorrect.' };
  }
  const expiry = new Date(Date.UTC(card.expYear, card.expMonth, 1));
  if (expiry.getTime() <= now.getTime()) return { ok: false, code: 'expired_card', message: 'Your card has expired.' };
  if (!/^\d{3,4}$/.test(card.cvc)) return { ok: false, code: 'incorrect_cvc', message: "Your card's security code is incorrect." };
  if (number === TEST_CARD_DECLINED) return { ok: false, code: 'card_declined', message: 'Your card was declined.' };
  if (number !== TEST_CARD_ACCEPTED && !OTHER_ACCEPTED.has(number)) {
    return {
      ok: false,
      code: 'card_declined',
      message: "Your card was declined. Without a Stripe key only Stripe's test cards, such as 4242 4242 4242 4242, are accepted.",
    };
  }
  return { ok: true, fingerprint: createHash('sha256').update(number).digest('hex').slice(0, 16), brand: brandOf(number), last4: number.slice(-4) };
}

/** The brand as Stripe names it, from the number's first digits (enough for Stripe's test numbers). */
function brandOf(number: string): string {
  if (number.startsWith('4')) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(number)) return 'mastercard';
  if (/^3[47]/.test(number)) return 'amex';
  if (number.startsWith('6')) return 'discover';
  return 'unknown';
}

function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index++) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}
