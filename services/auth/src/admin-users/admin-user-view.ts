import type { ActivityItem, AdminUserView } from '@reelmix/contracts';
import { toCurrentUser } from '../users/current-user';
import { type User } from '../users/user.entity';

/** A user as the admin area shows them (docs/product-rules.md#managing-users); `isPro` by the same rule the customer app is told. */
export function toAdminUserView(user: User, now: Date): AdminUserView {
  const name = `${user.firstName} ${user.lastName}`.trim();
  return {
    id: user.id,
    email: user.email,
    ...(name ? { name } : {}),
    firstName: user.firstName,
    lastName: user.lastName,
    isPro: toCurrentUser(user, now).isPro,
    requestedPro: user.requestedPro,
    isAffiliate: user.isAffiliate,
    affiliateCode: user.affiliateCode,
    referrerId: user.referrerId,
    createdAt: user.createdAt.toISOString(),
    stripeSubscriptionId: user.subscriptionId,
    subscriptionStatus: user.subscriptionStatus,
  };
}

/** A registration as the dashboard's Recent Activity shows it. */
export function registrationActivity(user: Pick<User, 'email' | 'createdAt'>): ActivityItem {
  return { action: 'Registered', user: user.email, date: user.createdAt.toISOString() };
}
