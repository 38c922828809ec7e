import { DomainError, ErrorCode } from '@reelmix/contracts';

export const PaymentErrors = {
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
};
