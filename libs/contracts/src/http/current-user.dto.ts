import type { SubscriptionStatus } from '../events/subscription.events';
import type { Plan } from '../plan-policy/plan';

/** `GET /api/auth/me` and the login answer (docs/product-rules.md#accounts-and-passwords). */
export interface CurrentUser {
  id: string;
  email: string;
  subscriptionStatus: SubscriptionStatus | null;
  /** subscriptionStatus is active or trialing, with the date checks of docs/product-rules.md#pro-access. */
  isPro: boolean;
  /** The plan auth read from the subscription: what every internal request carries (plan-policy). */
  plan: Plan;
  subscriptionTrialEnd: string | null;
  subscriptionCurrentPeriodEnd: string | null;
  isAffiliate: boolean;
  affiliateCode: string | null;
}
