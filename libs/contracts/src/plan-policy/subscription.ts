import type { SubscriptionStatus } from '../events/subscription.events';
import { type Plan, planFromPaidFlag } from './plan';

export interface SubscriptionState {
  subscriptionStatus: SubscriptionStatus | null;
  subscriptionTrialEnd: string | null;
  subscriptionCurrentPeriodEnd: string | null;
}

/**
 * docs/product-rules.md#pro-access: trialing needs the trial end in the future (or none), active needs the period
 * end in the future (or none); every other status is no Pro access.
 */
export function hasProAccess(state: SubscriptionState, now: Date = new Date()): boolean {
  const future = (iso: string | null) => iso === null || new Date(iso).getTime() > now.getTime();
  if (state.subscriptionStatus === 'trialing') return future(state.subscriptionTrialEnd);
  if (state.subscriptionStatus === 'active') return future(state.subscriptionCurrentPeriodEnd);
  return false;
}

export function planOf(state: SubscriptionState, now: Date = new Date()): Plan {
  return planFromPaidFlag(hasProAccess(state, now));
}
