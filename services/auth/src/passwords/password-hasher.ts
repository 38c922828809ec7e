import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG } from '@reelmix/service-host';
import argon2, { type HashOptions } from 'argon2';
import { randomBytes } from 'node:crypto';
import { AuthConfig } from '../auth.config';
import { HashingPool, hashingLimitsFor } from './hashing-pool';

const HASH_OPTIONS: HashOptions = { type: argon2.argon2id };

/**
 * The one place passwords are hashed: argon2id with the library's current defaults. Every hash
 * and verification takes its turn in one bounded pool (`hashing-pool.ts`): past it the caller is
 * told to come back, so a flood of logins or resets slows only logins and resets.
 */
@Injectable()
export class PasswordHasher {
  private dummyHash?: Promise<string>;
  private readonly pool: HashingPool;

  constructor(@Inject(APP_CONFIG) config: AuthConfig) {
    this.pool = new HashingPool(hashingLimitsFor(config.AMQP_PREFETCH));
  }

  hash(password: string): Promise<string> {
    return this.pool.run('hash', () => argon2.hash(password, HASH_OPTIONS));
  }

  async verify(hash: string, password: string): Promise<boolean> {
    return this.pool.run('verify', async () => {
      try {
        return await argon2.verify(hash, password);
      } catch {
        return false;
      }
    });
  }

  /**
   * Spends the same work as `verify` for an account that does not exist, so the answer time of a
   * login does not tell whether an e-mail is registered. Always false.
   */
  async verifyWithoutAccount(password: string): Promise<false> {
    // Made once, outside the pool: a busy refusal kept here would refuse every later unknown e-mail.
    this.dummyHash ??= argon2.hash(randomBytes(32).toString('base64url'), HASH_OPTIONS);
    await this.verify(await this.dummyHash, password);
    return false;
  }
}
