import type { CurrentUser } from '@reelmix/contracts';

type SubscriptionFields = Pick<CurrentUser, 'subscriptionStatus' | 'subscriptionTrialEnd' | 'subscriptionCurrentPeriodEnd'>;

/**
 * docs/product-rules.md#pro-access: trialing needs the trial end in the future (or none),
 * active needs the period end in the future (or none); anything else blocks.
 */
export function hasSubscriptionAccess(user: SubscriptionFields | null | undefined, now: Date = new Date()): boolean {
  if (!user) return false;
  const future = (iso: string | null) => iso === null || new Date(iso).getTime() > now.getTime();
  if (user.subscriptionStatus === 'trialing') return future(user.subscriptionTrialEnd);
  if (user.subscriptionStatus === 'active') return future(user.subscriptionCurrentPeriodEnd);
  return false;
}
