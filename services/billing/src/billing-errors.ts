import { DomainError, ErrorCode, SharedErrors } from '@reelmix/contracts';

export const BILLING_KEY_MISSING =
  'The webhook cannot be set up: the billing service has no BILLING_SETTINGS_KEY to encrypt its signing secret with';

/** Billing's refusals (the payment provider's among them), each with its code and its words. */
export const BillingErrors = {
  declined: (message: string, code?: string) =>
    new DomainError(ErrorCode.PaymentDeclined, message || 'Your card was declined.', code ? { declineCode: code } : undefined),
  unavailable: () => new DomainError(ErrorCode.ServiceUnavailable, 'Payment service not available. Please try again later.'),
  missing: () => new DomainError(ErrorCode.NotFound, 'Not found at the payment provider'),
  setupNotFound: () => new DomainError(ErrorCode.NotFound, 'Payment setup not found'),
  setupIncomplete: () =>
    new DomainError(ErrorCode.ValidationFailed, 'The card has not been confirmed yet. Please enter your card details again.'),
  subscriptionExists: () => new DomainError(ErrorCode.Conflict, 'You already have a Pro subscription.'),
  nothingToCancel: () => new DomainError(ErrorCode.NotFound, 'No active subscription to cancel'),
  badSignature: () => new DomainError(ErrorCode.ValidationFailed, 'Invalid webhook signature'),
  webhookSecretMissing: () =>
    new DomainError(ErrorCode.ServiceUnavailable, 'The webhook signing secret is not configured: set up the webhook first'),
  testProviderOnly: () => new DomainError(ErrorCode.NotFound, 'The test card form is used only without a Stripe key'),
  stripeOnly: () => new DomainError(ErrorCode.NotFound, 'Webhooks are not used by the built-in test provider'),
  reasonRequired: SharedErrors.cancellationReasonRequired,
  /** The key is missing, so the signing secret could not be kept encrypted. */
  billingKeyMissing: () => new DomainError(ErrorCode.ServiceUnavailable, BILLING_KEY_MISSING),
  emailTaken: SharedErrors.emailTaken,
};
