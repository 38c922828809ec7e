import { type AttemptCounter } from './login-attempts.repository';

/** One limit: failures that cost nothing, then a delay before each further attempt that doubles per failure up to a cap. */
export interface LoginTier {
  freeFailures: number;
  maxDelayMs: number;
}

/**
 * The login limits (docs/security.md). Failures are counted per (account, address) pair, per
 * account across addresses, and per address across accounts; each is forgotten after `memoryMs`
 * without a failure.
 */
export interface LoginPolicy {
  pair: LoginTier;
  account: LoginTier;
  address: LoginTier;
  memoryMs: number;
}

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
 * The account limit does not apply to an address that has not failed on this account: otherwise
 * anyone could keep the owner out by failing on the account from anywhere, and a distributed
 * guesser gains one guess per fresh address at most, after which the account delay holds it too.
 */
export function loginWaitMs(counters: LoginCounters, policy: LoginPolicy, now: Date): number {
  const pairIsFresh = liveFailures(counters.pair, now, policy.memoryMs) === 0;
  return Math.max(
    waitOf(counters.pair, policy.pair, now, policy.memoryMs),
    pairIsFresh ? 0 : waitOf(counters.account, policy.account, now, policy.memoryMs),
    waitOf(counters.address, policy.address, now, policy.memoryMs),
  );
}
