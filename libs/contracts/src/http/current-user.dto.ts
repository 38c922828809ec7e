import type { SubscriptionStatus } from '../events/subscription.events';

/** `GET /api/auth/me` and the login answer (customer-spec §3 User). */
export interface CurrentUser {
  id: string;
  email: string;
  subscriptionStatus: SubscriptionStatus | null;
  /** subscriptionStatus is active or trialing, with the date checks of §4. */
  isPro: boolean;
  subscriptionTrialEnd: string | null;
  subscriptionCurrentPeriodEnd: string | null;
  isAffiliate: boolean;
  affiliateCode: string | null;
}
