import { type CurrentUser, planOf } from '@reelmix/contracts';
import { User } from './user.entity';

/** What the customer app is told about the signed-in user (docs/product-rules.md#accounts-and-passwords). */
export function toCurrentUser(user: User, now: Date = new Date()): CurrentUser {
  const subscription = {
    subscriptionStatus: user.subscriptionStatus,
    subscriptionTrialEnd: user.subscriptionTrialEnd?.toISOString() ?? null,
    subscriptionCurrentPeriodEnd: user.subscriptionCurrentPeriodEnd?.toISOString() ?? null,
  };
  const plan = planOf(subscription, now);
  return {
    id: user.id,
    email: user.email,
    ...subscription,
    plan,
    isPro: plan === 'pro',
    isAffiliate: user.isAffiliate,
    affiliateCode: user.affiliateCode,
  };
}

/** One spelling of an e-mail everywhere: accounts are unique and looked up case-insensitively. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}
