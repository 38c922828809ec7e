import { type FakeSubscription } from './stripe-shapes';

/**
 * The state changes a subscription goes through. Stripe keeps the billing period on each item (and,
 * before 2025, on the subscription); these keep both copies equal so every reader sees one period.
 */

export type SubscriptionPatch = Partial<Omit<FakeSubscription, 'id' | 'object'>>;

export function patchSubscription(subscription: FakeSubscription, patch: SubscriptionPatch): void {
  Object.assign(subscription, patch);
  const start = patch.current_period_start ?? patch.items?.data[0]?.current_period_start;
  const end = patch.current_period_end ?? patch.items?.data[0]?.current_period_end;
  if (start !== undefined) setPeriodStart(subscription, start);
  if (end !== undefined) setPeriodEnd(subscription, end);
}

function setPeriodStart(subscription: FakeSubscription, start: number): void {
  subscription.current_period_start = start;
  for (const item of subscription.items.data) item.current_period_start = start;
}

function setPeriodEnd(subscription: FakeSubscription, end: number): void {
  subscription.current_period_end = end;
  for (const item of subscription.items.data) item.current_period_end = end;
}

/** Cancelling at period end keeps access until then; Stripe records when the request was made. */
export function setCancelAtPeriodEnd(subscription: FakeSubscription, cancel: boolean, now: number): void {
  subscription.cancel_at_period_end = cancel;
  subscription.cancel_at = cancel ? subscription.current_period_end : null;
  subscription.canceled_at = cancel ? now : null;
}

export function cancelNow(subscription: FakeSubscription, now: number): void {
  subscription.status = 'canceled';
  subscription.canceled_at = now;
  subscription.ended_at = now;
}
