import { describe, expect, it } from 'vitest';
import { hasSubscriptionAccess } from './subscription-access';

const now = new Date('2026-11-21T12:00:00Z');
const user = (status: string | null, trialEnd: string | null = null, periodEnd: string | null = null) =>
  ({ subscriptionStatus: status, subscriptionTrialEnd: trialEnd, subscriptionCurrentPeriodEnd: periodEnd }) as Parameters<typeof hasSubscriptionAccess>[0];

describe('hasSubscriptionAccess', () => {
  it('grants trialing and active while their end dates are ahead or absent', () => {
    expect(hasSubscriptionAccess(user('trialing', '2026-11-28T00:00:00Z'), now)).toBe(true);
    expect(hasSubscriptionAccess(user('trialing'), now)).toBe(true);
    expect(hasSubscriptionAccess(user('active', null, '2026-12-21T00:00:00Z'), now)).toBe(true);
    expect(hasSubscriptionAccess(user('active'), now)).toBe(true);
  });

  it('refuses ended trials and periods, other statuses and nobody', () => {
    expect(hasSubscriptionAccess(user('trialing', '2026-11-20T00:00:00Z'), now)).toBe(false);
    expect(hasSubscriptionAccess(user('active', null, '2026-11-21T11:59:59Z'), now)).toBe(false);
    expect(hasSubscriptionAccess(user('past_due', null, '2027-01-01T00:00:00Z'), now)).toBe(false);
    expect(hasSubscriptionAccess(user('canceled'), now)).toBe(false);
    expect(hasSubscriptionAccess(user(null), now)).toBe(false);
    expect(hasSubscriptionAccess(null, now)).toBe(false);
  });
});
