import { SUBSCRIPTION_STATUSES, type SubscriptionStatus } from '@reelmix/contracts';
import type Stripe from 'stripe';
import type { ProviderSubscription } from '../payment-provider';

/**
 * Stripe's subscription in billing's terms. The period end moved from the subscription to its
 * items in Stripe's 2025 API versions; both places are read so either shape works.
 */
export function fromStripeSubscription(subscription: Stripe.Subscription): ProviderSubscription {
  const legacy = subscription as Stripe.Subscription & { current_period_end?: number };
  const periodEnd = subscription.items?.data?.[0]?.current_period_end ?? legacy.current_period_end ?? null;
  return {
    id: subscription.id,
    customerId: typeof subscription.customer === 'string' ? subscription.customer : subscription.customer.id,
    status: statusOf(subscription.status),
    trialEnd: fromUnix(subscription.trial_end),
    currentPeriodEnd: fromUnix(periodEnd),
    cancelAtPeriodEnd: subscription.cancel_at_period_end || subscription.cancel_at !== null,
    userId: subscription.metadata?.userId ?? null,
  };
}

function statusOf(status: string): SubscriptionStatus {
  // An unknown future status grants nothing: it is stored as unpaid rather than trusted.
  return (SUBSCRIPTION_STATUSES as readonly string[]).includes(status) ? (status as SubscriptionStatus) : 'unpaid';
}

function fromUnix(seconds: number | null | undefined): Date | null {
  return typeof seconds === 'number' ? new Date(seconds * 1000) : null;
}
