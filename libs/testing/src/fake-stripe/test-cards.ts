import { type StripeErrorBody } from './stripe-shapes';

/** Stripe's documented test numbers: cards that work (of several brands) and one always declined. */
export const TEST_CARD_SUCCEEDS = '4242424242424242';
export const TEST_CARD_DECLINED = '4000000000000002';
const ACCEPTED_BRANDS: Record<string, string> = {
  [TEST_CARD_SUCCEEDS]: 'visa',
  '4000056655665556': 'visa',
  '5555555555554444': 'mastercard',
  '2223003122003222': 'mastercard',
  '378282246310005': 'amex',
  '6011111111111117': 'discover',
};

export type TestCardOutcome =
  | { accepted: true; cardNumber: string; brand: string }
  | { accepted: false; error: StripeErrorBody };

/** What Stripe decides about a card number typed into the card form (spaces as typed are fine). */
export function testCardOutcome(typedNumber: string): TestCardOutcome {
  const cardNumber = typedNumber.replace(/\s+/g, '');
  const brand = ACCEPTED_BRANDS[cardNumber];
  if (brand) return { accepted: true, cardNumber, brand };
  if (cardNumber === TEST_CARD_DECLINED) {
    return {
      accepted: false,
      error: {
        type: 'card_error',
        code: 'card_declined',
        decline_code: 'generic_decline',
        message: 'Your card was declined.',
      },
    };
  }
  // Any other number stands for a typo: nothing real is ever accepted, even in a fake.
  return {
    accepted: false,
    error: { type: 'card_error', code: 'incorrect_number', message: 'Your card number is incorrect.' },
  };
}
