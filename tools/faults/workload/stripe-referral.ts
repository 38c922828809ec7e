import type { EnrolAffiliateResponse } from '@reelmix/contracts';
import { waitFor } from '@reelmix/testing';
import { randomUUID } from 'node:crypto';
import { get } from '../../../e2e/fixtures/registration';
import { registerWithStripe } from '../../../e2e/fixtures/stripe-registration';
import type { FaultStack } from '../fault-stack';

const PASSWORD = 'a decent password';
// Two different cards: one shared by affiliate and customer would be a self-referral, which earns nothing.
const AFFILIATE_CARD = '4242 4242 4242 4242';
const REFERRED_CARD = '5555 5555 5555 4444';
const SETTLED_MS = 30_000;

/** An affiliate and the customer they referred, who pays through a subscription in the fake Stripe. */
export interface ReferredSubscriber {
  affiliateId: string;
  referredId: string;
  subscriptionId: string;
}

/**
 * The affiliate journey's start, with fresh people every time: a customer registers through
 * Stripe and enrols as an affiliate; a visitor arrives by their referral link and registers
 * through Stripe too. Returns once billing holds the subscription and the programme the referral,
 * so a payment reported next earns a commission.
 */
export async function referredSubscriber(stack: FaultStack): Promise<ReferredSubscriber> {
  const affiliate = await registerWithStripe(stack.gateway, stack.stripe, { email: freshEmail('affiliate'), password: PASSWORD, card: AFFILIATE_CARD });
  const enrolled = await get<EnrolAffiliateResponse>(stack.gateway, '/api/affiliate/signup-url', affiliate.cookie);
  if (enrolled.status !== 200) throw new Error(`enrolling as an affiliate answered ${enrolled.status}: ${JSON.stringify(enrolled.body)}`);

  const visit = await fetch(`${stack.gateway}/pricing?via=${enrolled.body.data.affiliateCode}`, { headers: { Accept: 'text/html' } });
  const referralCookie = (visit.headers.get('set-cookie') ?? '').split(';')[0];
  if (!referralCookie) throw new Error(`the referral link set no cookie (answered ${visit.status})`);
  const referred = await registerWithStripe(stack.gateway, stack.stripe, {
    email: freshEmail('referred'),
    password: PASSWORD,
    card: REFERRED_CARD,
    cookie: referralCookie,
  });

  const subscriptionId = await waitFor(
    async () => (await stack.query<{ id: string }>(`SELECT "id" FROM "billing"."subscriptions" WHERE "user_id" = $1`, [referred.userId]))[0]?.id,
    { timeoutMs: SETTLED_MS, what: 'the referred customer’s subscription in billing' },
  );
  await waitFor(
    async () =>
      (
        await stack.query(`SELECT 1 FROM "affiliates"."referrals" WHERE "referred_id" = $1 AND "referrer_id" = $2`, [referred.userId, affiliate.userId])
      ).length === 1,
    { timeoutMs: SETTLED_MS, what: 'the referral in the affiliate programme' },
  );
  return { affiliateId: affiliate.userId, referredId: referred.userId, subscriptionId };
}

const freshEmail = (role: string) => `faults-${role}-${randomUUID()}@example.com`;
