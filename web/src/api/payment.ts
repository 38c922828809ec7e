import type { ConfirmSetupResponse, CurrentUser, PaymentConfigView, SetupIntentView, SubscriptionOfferView } from '@reelmix/contracts';
import { apiRead, apiRequest, apiWrite, type RequestOptions } from './http';

export type { ConfirmSetupResponse, PaymentConfigView, SetupIntentView, SubscriptionOfferView };

/** Which card form to show: Stripe Elements (with this key) or the built-in test provider's. */
export function fetchPaymentConfig(): Promise<PaymentConfigView> {
  return apiRead<PaymentConfigView>('/payment/config');
}

/** For a signed-in customer: whether subscribing now starts a trial or charges today. */
export function fetchSubscriptionOffer(): Promise<SubscriptionOfferView> {
  return apiRead<SubscriptionOfferView>('/payment/offer');
}

/**
 * Step 1 of registration. Returns the raw response: the dialog reads 409 `canLogin`, empty and
 * unparseable bodies, and timeouts each with their own message (docs/product-rules.md#registration-trial-and-billing).
 */
export function createSetupForRegistration(email: string, options?: RequestOptions): Promise<Response> {
  return apiRequest('POST', '/payment/create-setup-for-registration', { email }, options);
}

/** For a signed-in customer without Pro. */
export function createSubscription(options?: RequestOptions): Promise<Response> {
  return apiRequest('POST', '/payment/create-subscription', {}, options);
}

export interface PendingRegistration {
  email: string;
  password: string;
  firstName?: string;
  lastName?: string;
  referralCode?: string;
}

export function completeRegistration(
  setupIntentId: string,
  userData: PendingRegistration,
  requestedPro: boolean,
): Promise<{ success: true; user: { id: string; email: string } }> {
  return apiWrite('POST', '/payment/complete-registration', { setupIntentId, userData, requestedPro });
}

export function confirmSetup(setupIntentId: string): Promise<ConfirmSetupResponse> {
  return apiWrite('POST', '/payment/confirm-setup', { setupIntentId });
}

export function cancelSubscription(): Promise<CurrentUser & { accessUntil: string | null }> {
  return apiWrite('POST', '/payment/cancel');
}

export interface TestCard {
  cardNumber: string;
  expMonth: number;
  expYear: number;
  cvc: string;
}

/** The built-in test provider's stand-in for Stripe.js `confirmCardSetup`. */
export function confirmTestCard(clientSecret: string, card: TestCard): Promise<{ setupIntentId: string; status: 'succeeded' }> {
  return apiWrite('POST', '/payment/test-card/confirm', { clientSecret, ...card });
}
