import { type User } from './user.entity';
import { toCurrentUser } from './current-user';

const NOW = new Date('2030-01-01T12:00:00Z');
const aUser = (overrides: Partial<User> = {}): User =>
  ({
    id: 'u1',
    email: 'ada@example.com',
    subscriptionStatus: null,
    subscriptionTrialEnd: null,
    subscriptionCurrentPeriodEnd: null,
    isAffiliate: false,
    affiliateCode: null,
    ...overrides,
  }) as User;

describe('toCurrentUser', () => {
  it('is Pro while a trial or a paid period runs, and not after it ended', () => {
    const later = new Date('2030-02-01T00:00:00Z');
    const earlier = new Date('2029-12-01T00:00:00Z');
    expect(toCurrentUser(aUser({ subscriptionStatus: 'trialing', subscriptionTrialEnd: later }), NOW).isPro).toBe(true);
    expect(toCurrentUser(aUser({ subscriptionStatus: 'trialing', subscriptionTrialEnd: earlier }), NOW).isPro).toBe(false);
    expect(toCurrentUser(aUser({ subscriptionStatus: 'active', subscriptionCurrentPeriodEnd: later }), NOW).isPro).toBe(true);
    expect(toCurrentUser(aUser({ subscriptionStatus: 'past_due', subscriptionCurrentPeriodEnd: later }), NOW).isPro).toBe(false);
    expect(toCurrentUser(aUser(), NOW).isPro).toBe(false);
  });

  it('gives dates as ISO strings and nothing the app does not need', () => {
    const end = new Date('2030-02-01T00:00:00Z');
    expect(toCurrentUser(aUser({ subscriptionStatus: 'active', subscriptionCurrentPeriodEnd: end, passwordHash: 'h' }), NOW)).toEqual({
      id: 'u1',
      email: 'ada@example.com',
      subscriptionStatus: 'active',
      isPro: true,
      plan: 'pro',
      subscriptionTrialEnd: null,
      subscriptionCurrentPeriodEnd: '2030-02-01T00:00:00.000Z',
      isAffiliate: false,
      affiliateCode: null,
    });
  });
});
