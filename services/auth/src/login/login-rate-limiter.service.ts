import { Inject, Injectable } from '@nestjs/common';
import { DomainError, ErrorCode } from '@reelmix/contracts';
import { APP_CONFIG } from '@reelmix/service-host';
import { AuthConfig } from '../auth.config';
import { LoginAttemptsRepository } from './login-attempts.repository';

export const TOO_MANY_ATTEMPTS = 'Too many login attempts. Please try again later.';

/**
 * Limits password guessing per account (one target, many addresses) and per address (one source,
 * many accounts). Only failures count, and unknown e-mails count like known ones, so the limit
 * itself does not reveal which accounts exist.
 */
@Injectable()
export class LoginRateLimiter {
  constructor(
    private readonly attempts: LoginAttemptsRepository,
    @Inject(APP_CONFIG) private readonly config: AuthConfig,
  ) {}

  /** Refuses before the password is checked, so a blocked guesser learns nothing more. */
  async assertAllowed(email: string, ip?: string): Promise<void> {
    const counts = await this.attempts.failures(keysOf(email, ip), this.config.LOGIN_FAILURE_WINDOW_MINUTES);
    const accountBlocked = (counts.get(accountKey(email)) ?? 0) >= this.config.LOGIN_MAX_FAILURES_PER_ACCOUNT;
    const addressBlocked = ip !== undefined && (counts.get(addressKey(ip)) ?? 0) >= this.config.LOGIN_MAX_FAILURES_PER_IP;
    if (accountBlocked || addressBlocked) throw new DomainError(ErrorCode.RateLimited, TOO_MANY_ATTEMPTS);
  }

  recordFailure(email: string, ip?: string): Promise<void> {
    return this.attempts.addFailure(keysOf(email, ip), this.config.LOGIN_FAILURE_WINDOW_MINUTES);
  }

  /**
   * The owner got in, so earlier typos stop counting against the account. The address count is
   * kept: one success must not reset a guesser's budget across other accounts.
   */
  recordSuccess(email: string): Promise<void> {
    return this.attempts.clear(accountKey(email));
  }
}

const accountKey = (email: string) => `account:${email}`;
const addressKey = (ip: string) => `ip:${ip}`;
const keysOf = (email: string, ip?: string) => (ip === undefined ? [accountKey(email)] : [accountKey(email), addressKey(ip)]);
