import { type AttemptCounter } from './login-attempts.repository';

/** One limit: failures that cost nothing, then a delay before each further attempt that doubles per failure up to a cap. */
export interface LoginTier {
  freeFailures: number;
  maxDelayMs: number;
}

/**
 * The login limits (docs/security.md). Failures are counted per (account, address) pair, per
 * account across addresses, and per address across accounts; each is forgotten after `memoryMs`
 * without a failure. An address is its throttle key (`addressThrottleKey`: an IPv6 /64 counts as
 * one address).
 */
export interface LoginPolicy {
  pair: LoginTier;
  account: LoginTier;
  address: LoginTier;
  memoryMs: number;
}

/**
 * How long an address the account was signed in from stays exempt from the account limit after
 * that sign-in: long enough for someone who signs in once a month from home, and each sign-in
 * starts it again.
 */
export const KNOWN_ADDRESS_MEMORY_MS = 90 * 24 * 60 * 60_000;

/** The first delay past a tier's free failures; each further failure doubles it. */
export const FIRST_DELAY_MS = 1000;

export interface LoginCounters {
  pair?: AttemptCounter;
  account?: AttemptCounter;
  address?: AttemptCounter;
}

/** Failures a counter still holds at `now`: none once `memoryMs` have passed since its last one. */
export function liveFailures(counter: AttemptCounter | undefined, now: Date, memoryMs: number): number {
  if (!counter || now.getTime() - counter.lastFailureAt.getTime() >= memoryMs) return 0;
  return counter.failures;
}

/** The delay a tier asks for after `failures`, counted from the last failure: none until the free ones are used up. */
export function delayAfter(failures: number, tier: LoginTier): number {
  const beyond = failures - tier.freeFailures;
  if (beyond < 0) return 0;
  // The exponent is bounded so the power stays finite; the cap is far below it anyway.
  return Math.min(tier.maxDelayMs, FIRST_DELAY_MS * 2 ** Math.min(beyond, 40));
}

function waitOf(counter: AttemptCounter | undefined, tier: LoginTier, now: Date, memoryMs: number): number {
  const delay = delayAfter(liveFailures(counter, now, memoryMs), tier);
  return counter && delay > 0 ? Math.max(0, counter.lastFailureAt.getTime() + delay - now.getTime()) : 0;
}

/**
 * How long an attempt must wait before its password may be checked (0: check it now).
 *
 * The account limit holds every address except the ones the account has been signed in from
 * (`knownAddress`): a guesser taking a fresh address for each guess is slowed like one at a single
 * address, while the owner at home or at work gets their password checked at once however many
 * failures others have caused. A stranger can still slow the owner on a network the account has
 * never been used from, by the account delay, never lock them out.
 */
export function loginWaitMs(counters: LoginCounters, policy: LoginPolicy, now: Date, knownAddress: boolean): number {
  return Math.max(
    waitOf(counters.pair, policy.pair, now, policy.memoryMs),
    knownAddress ? 0 : accountWaitMs(counters, policy, now),
    waitOf(counters.address, policy.address, now, policy.memoryMs),
  );
}

/** The account limit's part of the wait; when it is 0, whether the address is known does not matter. */
export function accountWaitMs(counters: LoginCounters, policy: LoginPolicy, now: Date): number {
  return waitOf(counters.account, policy.account, now, policy.memoryMs);
}
