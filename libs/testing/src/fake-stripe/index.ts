export { FakeStripe, type FakeStripeOptions, type FakeStripeSdkOptions } from './fake-stripe';
export { type RecordedRequest } from './request-handler';
export { type CardExpiry, type SetupConfirmation } from './setup-intent-confirmation';
export { type SubscriptionPatch } from './subscription-state';
export { type SignedDelivery } from './webhook-signing';
export { TEST_CARD_DECLINED, TEST_CARD_SUCCEEDS } from './test-cards';
export { FAKE_PRICE_AMOUNT_CENTS } from './object-factories';
export type {
  FakeCustomer,
  FakePaymentMethod,
  FakeSetupIntent,
  FakeSubscription,
  FakeSubscriptionItem,
  FakeWebhookEndpoint,
  StripeErrorBody,
  StripeEventLike,
  SubscriptionStatus,
} from './stripe-shapes';
