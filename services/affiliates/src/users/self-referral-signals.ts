/**
 * What shows a referral to be the affiliate referring themselves, strongest first (docs/security.md,
 * "Affiliate referrals"). Each compares what is known of the two accounts:
 * - `card`: a card (its fingerprint) seen on both;
 * - `device`: the gateway's device cookie of the referred sign-up seen on the affiliate's pages;
 * - `email domain and address`: addresses at the same e-mail domain, and a client address key
 *   (`addressThrottleKey`: an IPv4 address, an IPv6 /64) seen on both. Either alone is common
 *   (a big mail provider; a household, an office, a carrier's NAT); together they point to one person.
 */
export type SelfReferralSignal = 'card' | 'device' | 'email domain and address';

const sharedSighting = (kind: 'device' | 'address') => `EXISTS (
  SELECT 1 FROM "affiliates"."sightings" mine
  JOIN "affiliates"."sightings" theirs ON theirs."kind" = mine."kind" AND theirs."value" = mine."value"
  WHERE mine."kind" = '${kind}' AND mine."user_id" = r."referred_id" AND theirs."user_id" = r."referrer_id")`;

const EMAIL_DOMAIN = (column: string) => `substring(lower(${column}) from '@([^@]+)$')`;

/** SQL: the first signal the referral `r` (an alias of `affiliates.referrals`) shows, or NULL. */
export const SELF_REFERRAL_SIGNAL_SQL = `CASE
  WHEN EXISTS (
    SELECT 1 FROM "affiliates"."card_fingerprints" mine
    JOIN "affiliates"."card_fingerprints" theirs ON theirs."fingerprint" = mine."fingerprint"
    WHERE mine."user_id" = r."referred_id" AND theirs."user_id" = r."referrer_id") THEN 'card'
  WHEN ${sharedSighting('device')} THEN 'device'
  WHEN EXISTS (
    SELECT 1 FROM "affiliates"."users" mine
    JOIN "affiliates"."users" theirs ON ${EMAIL_DOMAIN('theirs."email"')} = ${EMAIL_DOMAIN('mine."email"')}
    WHERE mine."user_id" = r."referred_id" AND theirs."user_id" = r."referrer_id")
    AND ${sharedSighting('address')} THEN 'email domain and address'
END`;
