import { type FakeStripeStore } from './fake-stripe-store';
import { newCardPaymentMethod } from './object-factories';
import { type SetupIntentStatus, type StripeErrorBody } from './stripe-shapes';
import { testCardOutcome } from './test-cards';

export interface CardExpiry {
  expMonth?: number;
  expYear?: number;
}

/** What Stripe.js `confirmCardSetup` reports back to the page. */
export interface SetupConfirmation {
  status: SetupIntentStatus;
  paymentMethodId?: string;
  error?: StripeErrorBody;
}

/**
 * Does what Stripe.js and Stripe do when a customer submits the card form for a setup intent: a
 * good card becomes a payment method attached to the intent's customer; a bad one leaves the
 * intent waiting for another card, with the decline recorded on it.
 */
export function confirmSetupIntent(
  store: FakeStripeStore,
  setupIntentId: string,
  typedCardNumber: string,
  expiry: CardExpiry = {},
): SetupConfirmation {
  const intent = store.setupIntents.find(setupIntentId);
  if (!intent) throw new Error(`The fake Stripe has no setup intent ${setupIntentId}`);
  if (intent.status !== 'requires_payment_method') {
    return {
      status: intent.status,
      error: {
        type: 'invalid_request_error',
        code: 'setup_intent_unexpected_state',
        message: `You cannot confirm this SetupIntent because it has a status of ${intent.status}.`,
      },
    };
  }

  const outcome = testCardOutcome(typedCardNumber);
  if (!outcome.accepted) {
    intent.status = 'requires_payment_method';
    intent.last_setup_error = outcome.error;
    return { status: intent.status, error: outcome.error };
  }

  const now = store.clock.now();
  const paymentMethod = store.paymentMethods.insert(
    newCardPaymentMethod({
      customer: intent.customer,
      cardNumber: outcome.cardNumber,
      brand: outcome.brand,
      expMonth: expiry.expMonth ?? 12,
      expYear: expiry.expYear ?? new Date(now * 1000).getUTCFullYear() + 3,
      now,
    }),
  );
  intent.status = 'succeeded';
  intent.payment_method = paymentMethod.id;
  intent.last_setup_error = null;
  return { status: intent.status, paymentMethodId: paymentMethod.id };
}
