import { type FakeTokenGrant } from '@reelmix/testing';

/**
 * What `npm run fake-platforms` seeds: one system-user token reaching one ad account with a
 * campaign of two ad sets (one optimising for link clicks, one for purchases) and one page: enough
 * to connect, list ad sets and pages, and publish without a Meta account.
 */
export const DEVELOPMENT_META_TOKEN = 'reelmix-fake-meta-system-user-token';

export const DEVELOPMENT_META_GRANT: FakeTokenGrant = {
  userId: '100000000000001',
  userName: 'Reelmix test system user',
  adAccounts: [
    {
      id: 'act_200000000000001',
      name: 'Summer sale (fake)',
      currency: 'USD',
      campaigns: [
        {
          id: '300000000000001',
          name: 'Creative test: dry skin',
          adSets: [
            { id: '400000000000001', name: 'Broad, link clicks', optimizationGoal: 'LINK_CLICKS' },
            { id: '400000000000002', name: 'Lookalike 1%, purchases', optimizationGoal: 'OFFSITE_CONVERSIONS' },
          ],
        },
      ],
    },
  ],
  pages: [{ id: '500000000000001', name: 'Glow Skincare (fake)' }],
};
