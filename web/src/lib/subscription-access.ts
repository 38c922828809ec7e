import type { CurrentUser } from '@reelmix/contracts';
import { hasProAccess } from '@reelmix/contracts/browser';

type SubscriptionFields = Pick<CurrentUser, 'subscriptionStatus' | 'subscriptionTrialEnd' | 'subscriptionCurrentPeriodEnd'>;

/**
 * docs/product-rules.md#pro-access, decided by the plan policy's rule the services use, for a
 * user the app may not have loaded yet (none has no access).
 */
export function hasSubscriptionAccess(user: SubscriptionFields | null | undefined, now: Date = new Date()): boolean {
  return user ? hasProAccess(user, now) : false;
}
