import { Inject, Injectable } from '@nestjs/common';
import { rateLimited } from '@reelmix/contracts';
import { APP_CONFIG, CLOCK, type Clock } from '@reelmix/service-host';
import { AuthConfig } from '../auth.config';
import { LoginAttemptsRepository } from './login-attempts.repository';
import { type LoginPolicy, loginWaitMs } from './login-policy';

export const TOO_MANY_ATTEMPTS = 'Too many login attempts. Please try again later.';

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
    @Inject(APP_CONFIG) config: AuthConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {
    this.policy = loginPolicyOf(config);
  }

  /** Refuses, with when to come back, before the password is checked, so a held-off guesser learns nothing. */
  async assertAllowed(email: string, ip?: string): Promise<void> {
    const keys = keysOf(email, ip);
    const counters = await this.attempts.read([keys.pair, keys.account, ...(keys.address ? [keys.address] : [])]);
    const waitMs = loginWaitMs(
      { pair: counters.get(keys.pair), account: counters.get(keys.account), address: keys.address ? counters.get(keys.address) : undefined },
      this.policy,
      this.clock.now(),
    );
    if (waitMs > 0) throw rateLimited(TOO_MANY_ATTEMPTS, waitMs);
  }

  recordFailure(email: string, ip?: string): Promise<void> {
    const keys = keysOf(email, ip);
    return this.attempts.addFailure(
      [keys.pair, keys.account, ...(keys.address ? [keys.address] : [])],
      this.clock.now(),
      this.policy.memoryMs,
      'after-quiet',
    );
  }

  /**
   * The owner got in from this address, so their typos there stop counting. The account and
   * address counts are kept: a success must not hand a guesser elsewhere a fresh budget.
   */
  recordSuccess(email: string, ip?: string): Promise<void> {
    return this.attempts.clear(keysOf(email, ip).pair);
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

/** Without an address (a signed-in admin changing their password), the pair is the account with no address. */
function keysOf(email: string, ip?: string): { pair: string; account: string; address?: string } {
  return { pair: `pair:${email}|${ip ?? ''}`, account: `account:${email}`, address: ip === undefined ? undefined : `ip:${ip}` };
}
