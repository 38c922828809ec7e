import { type StripeErrorBody } from './stripe-shapes';

/** Stripe's documented test numbers: one card that works and one that is always declined. */
export const TEST_CARD_SUCCEEDS = '4242424242424242';
export const TEST_CARD_DECLINED = '4000000000000002';

export type TestCardOutcome =
  | { accepted: true; cardNumber: string; brand: 'visa' }
  | { accepted: false; error: StripeErrorBody };

/** What Stripe decides about a card number typed into the card form (spaces as typed are fine). */
export function testCardOutcome(typedNumber: string): TestCardOutcome {
  const cardNumber = typedNumber.replace(/\s+/g, '');
  if (cardNumber === TEST_CARD_SUCCEEDS) return { accepted: true, cardNumber, brand: 'visa' };
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
