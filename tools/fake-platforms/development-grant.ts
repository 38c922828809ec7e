import { type FakeTikTokTokenGrant, type FakeTokenGrant } from '@reelmix/testing';

/**
 * What `npm run fake-platforms` seeds on each fake: one system-user token reaching one ad account with a
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

/** The same for TikTok: an access token reaching one advertiser with a campaign of two ad groups and one identity. */
export const DEVELOPMENT_TIKTOK_TOKEN = 'reelmix-fake-tiktok-access-token';

export const DEVELOPMENT_TIKTOK_GRANT: FakeTikTokTokenGrant = {
  advertiserIds: [
    {
      id: '7000000000000000001',
      name: 'Summer sale (fake)',
      currency: 'USD',
      campaigns: [
        {
          id: '1800000000000000001',
          name: 'Creative test: dry skin',
          adGroups: [
            { id: '1810000000000000001', name: 'Broad, clicks', optimizationGoal: 'CLICK' },
            { id: '1810000000000000002', name: 'Purchases', optimizationGoal: 'CONVERT' },
          ],
        },
      ],
    },
  ],
  identities: [{ id: '7100000000000000001', type: 'CUSTOMIZED_USER', displayName: 'Glow Skincare (fake)' }],
};
