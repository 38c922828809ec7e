import { Inject, Injectable } from '@nestjs/common';
import { addressThrottleKey, rateLimited, UNKNOWN_ADDRESS_KEY } from '@reelmix/contracts';
import { APP_CONFIG, CLOCK, type Clock } from '@reelmix/service-host';
import { AuthConfig } from '../auth.config';
import { KnownAddressesRepository } from './known-addresses.repository';
import { LoginAttemptsRepository } from './login-attempts.repository';
import { accountWaitMs, KNOWN_ADDRESS_MEMORY_MS, type LoginPolicy, loginWaitMs } from './login-policy';

export const TOO_MANY_ATTEMPTS = 'Too many login attempts. Please try again later.';

/**
 * Who is trying a password: a client at an address (as the gateway read it; absent when it could
 * not, which is counted under the one shared key, never let off), or the holder of a signed-in
 * session, whose sign-in already vouches for them and who has no address to count.
 */
export type LoginSource = { address: string | undefined } | 'session';

/**
 * Slows password guessing without locking the owner out (the policy is in `login-policy.ts` and
 * docs/security.md). Only failures count, and unknown e-mails count like known ones, so the
 * limits themselves do not reveal which accounts exist.
 */
@Injectable()
export class LoginRateLimiter {
  private readonly policy: LoginPolicy;

  constructor(
    private readonly attempts: LoginAttemptsRepository,
    private readonly knownAddresses: KnownAddressesRepository,
    @Inject(APP_CONFIG) config: AuthConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {
    this.policy = loginPolicyOf(config);
  }

  /** Refuses, with when to come back, before the password is checked, so a held-off guesser learns nothing. */
  async assertAllowed(email: string, source: LoginSource): Promise<void> {
    const keys = keysOf(email, source);
    const now = this.clock.now();
    const stored = await this.attempts.read(counterKeys(keys));
    const counters = { pair: stored.get(keys.pair), account: stored.get(keys.account), address: keys.address ? stored.get(keys.address) : undefined };
    // Asked only while the account limit holds, which is rare: most attempts need one query.
    const known =
      keys.addressKey === undefined ||
      accountWaitMs(counters, this.policy, now) === 0 ||
      (await this.knownAddresses.isKnown(keys.account, keys.addressKey, new Date(now.getTime() - KNOWN_ADDRESS_MEMORY_MS)));
    const waitMs = loginWaitMs(counters, this.policy, now, known);
    if (waitMs > 0) throw rateLimited(TOO_MANY_ATTEMPTS, waitMs);
  }

  recordFailure(email: string, source: LoginSource): Promise<void> {
    return this.attempts.addFailure(counterKeys(keysOf(email, source)), this.clock.now(), this.policy.memoryMs, 'after-quiet');
  }

  /**
   * The owner got in from this address, so their typos there stop counting, and the address is
   * known to the account from now on. The account and address counts are kept: a success must not
   * hand a guesser elsewhere a fresh budget.
   */
  async recordSuccess(email: string, source: LoginSource): Promise<void> {
    const keys = keysOf(email, source);
    await this.attempts.clear(keys.pair);
    // The shared key of unreadable addresses stands for anyone, so it never becomes known.
    if (keys.addressKey !== undefined && keys.addressKey !== UNKNOWN_ADDRESS_KEY) {
      await this.knownAddresses.remember(keys.account, keys.addressKey, this.clock.now());
    }
  }
}

export function loginPolicyOf(config: AuthConfig): LoginPolicy {
  const seconds = (value: number) => value * 1000;
  return {
    pair: { freeFailures: config.LOGIN_FREE_FAILURES_PER_ACCOUNT_AND_IP, maxDelayMs: seconds(config.LOGIN_MAX_DELAY_SECONDS_PER_ACCOUNT_AND_IP) },
    account: { freeFailures: config.LOGIN_FREE_FAILURES_PER_ACCOUNT, maxDelayMs: seconds(config.LOGIN_MAX_DELAY_SECONDS_PER_ACCOUNT) },
    address: { freeFailures: config.LOGIN_FREE_FAILURES_PER_IP, maxDelayMs: seconds(config.LOGIN_MAX_DELAY_SECONDS_PER_IP) },
    memoryMs: config.LOGIN_FAILURE_MEMORY_MINUTES * 60_000,
  };
}

interface LoginKeys {
  pair: string;
  account: string;
  /** The counter of the client's address; none for a session. */
  address?: string;
  /** The client's address as every per-address limit counts it (an IPv6 /64 is one). */
  addressKey?: string;
}

/** A session's attempts are counted on the pair (account, no address), apart from any client's. */
function keysOf(email: string, source: LoginSource): LoginKeys {
  const account = `account:${email}`;
  if (source === 'session') return { pair: `pair:${email}|`, account };
  const addressKey = addressThrottleKey(source.address);
  return { pair: `pair:${email}|${addressKey}`, account, address: `ip:${addressKey}`, addressKey };
}

const counterKeys = (keys: LoginKeys): string[] => [keys.pair, keys.account, ...(keys.address ? [keys.address] : [])];
