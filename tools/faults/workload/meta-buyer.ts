import type { FakeTokenGrant } from '@reelmix/testing';
import { randomBytes, randomInt } from 'node:crypto';
import type { FaultStack } from '../fault-stack';

/** Where one round publishes: an ad account, campaign, ad set and Page of its own on the fake, reached by a token of its own. */
export interface MetaBuyer {
  token: string;
  adAccountId: string;
  adSetId: string;
  pageId: string;
}

let seeded = 0;

/** 16 digits, as Meta's node ids are (too long for a JavaScript number), different in every round. */
function graphId(): string {
  return `${randomInt(1, 10)}${String(randomInt(0, 1e12)).padStart(12, '0')}${String(seeded++ % 1000).padStart(3, '0')}`;
}

/**
 * Seeds the fake Graph API with a system-user token reaching one ad account with one ad set and
 * one Page, as a buyer's Business Manager would have. A round of its own keeps each round's ads
 * apart from every other round's when the ledger counts them.
 */
export function seedMetaBuyer(stack: FaultStack): MetaBuyer {
  const buyer: MetaBuyer = { token: `EAAB${randomBytes(24).toString('hex')}`, adAccountId: `act_${graphId()}`, adSetId: graphId(), pageId: graphId() };
  const grant: FakeTokenGrant = {
    userId: graphId(),
    userName: 'Faults system user',
    adAccounts: [
      {
        id: buyer.adAccountId,
        name: 'Faults account',
        currency: 'USD',
        campaigns: [{ id: graphId(), name: 'Faults campaign', adSets: [{ id: buyer.adSetId, name: 'Faults ad set', optimizationGoal: 'LINK_CLICKS' }] }],
      },
    ],
    pages: [{ id: buyer.pageId, name: 'Faults Page' }],
  };
  stack.meta.addToken(buyer.token, grant);
  return buyer;
}
