import type { ConfirmSetupResponse, PaymentConfigView, SetupIntentView, SubscriptionOfferView } from '@reelmix/contracts';
import type { MockCall } from '../../../test/mock-api';

/** Test data for the payment dialog's specs: the gateway's answers with the built-in test provider. */

export const TEST_CONFIG: PaymentConfigView = { provider: 'test', publishableKey: null, priceCents: 2900, currency: 'usd', trialDays: 7 };
export const STRIPE_CONFIG: PaymentConfigView = { ...TEST_CONFIG, provider: 'stripe', publishableKey: 'pk_test_reelmix' };

/** A customer who never had Pro: the trial. */
export const TRIAL_OFFER: SubscriptionOfferView = { trialAvailable: true, trialDays: 7, priceCents: 2900, currency: 'usd', chargedTodayCents: 0 };
/** A customer whose trial was used: charged today. */
export const PAID_OFFER: SubscriptionOfferView = { trialAvailable: false, trialDays: 0, priceCents: 2900, currency: 'usd', chargedTodayCents: 2900 };

export const TRIAL_STARTED: ConfirmSetupResponse = {
  success: true,
  status: 'trialing',
  trialEnd: '2026-12-01T12:00:00.000Z',
  chargedTodayCents: 0,
  currency: 'usd',
  nextChargeAt: '2026-12-01T12:00:00.000Z',
};
export const CHARGED_TODAY: ConfirmSetupResponse = {
  success: true,
  status: 'active',
  trialEnd: null,
  chargedTodayCents: 2900,
  currency: 'usd',
  nextChargeAt: '2026-12-24T12:00:00.000Z',
};

export function setupIntent(overrides: Partial<SetupIntentView> = {}): SetupIntentView {
  return { clientSecret: 'seti_1AbCdEf_secret_abcdefgh12', setupIntentId: 'seti_1AbCdEf', status: 'requires_payment_method', ...overrides };
}

export const GOOD_CARD = '4242 4242 4242 4242';
export const DECLINED_CARD = '4000 0000 0000 0002';

/** `POST /api/payment/test-card/confirm` as the built-in provider answers it. */
export function testCardConfirm({ body }: MockCall) {
  const { cardNumber, clientSecret } = body as { cardNumber: string; clientSecret: string };
  if (cardNumber.replace(/\s/g, '') === DECLINED_CARD.replace(/\s/g, '')) {
    return { status: 402, body: { error: 'Your card was declined.', message: 'Your card was declined.', code: 'PAYMENT_DECLINED' } };
  }
  return { body: { setupIntentId: clientSecret.split('_secret_')[0], status: 'succeeded' } };
}

/** The routes a full checkout with the test provider needs. */
export function checkoutRoutes() {
  return {
    'GET /api/payment/config': { body: TEST_CONFIG },
    'GET /api/payment/offer': { body: TRIAL_OFFER },
    'POST /api/payment/create-setup-for-registration': { body: setupIntent() },
    'POST /api/payment/create-subscription': { body: setupIntent() },
    'POST /api/payment/test-card/confirm': testCardConfirm,
    'POST /api/payment/complete-registration': { body: { success: true, user: { id: 'u-1', email: 'new@example.com' } } },
    'POST /api/payment/confirm-setup': { body: TRIAL_STARTED },
  };
}
