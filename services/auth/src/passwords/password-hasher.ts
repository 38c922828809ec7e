import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG } from '@reelmix/service-host';
import argon2, { type HashOptions } from 'argon2';
import { randomBytes } from 'node:crypto';
import { AuthConfig } from '../auth.config';
import { HashingPool, hashingLimitsFor } from './hashing-pool';

/**
 * The one place passwords are hashed: argon2id at the cost the settings give (the library's
 * defaults unless told otherwise). Verification reads the cost from the stored hash, so hashes made
 * at another cost keep verifying. Every hash and verification takes its turn in one bounded pool
 * (`hashing-pool.ts`): past it the caller is told to come back, so a flood of logins or resets
 * slows only logins and resets.
 */
@Injectable()
export class PasswordHasher {
  private dummyHash?: Promise<string>;
  private readonly pool: HashingPool;
  private readonly options: HashOptions;

  constructor(@Inject(APP_CONFIG) config: AuthConfig) {
    this.options = {
      type: argon2.argon2id,
      memoryCost: config.PASSWORD_HASH_MEMORY_KIB,
      timeCost: config.PASSWORD_HASH_TIME_COST,
      parallelism: config.PASSWORD_HASH_PARALLELISM,
    };
    this.pool = new HashingPool(hashingLimitsFor(config.AMQP_PREFETCH, config.PASSWORD_HASH_PARALLELISM));
  }

  hash(password: string): Promise<string> {
    return this.pool.run('hash', () => argon2.hash(password, this.options));
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
    this.dummyHash ??= argon2.hash(randomBytes(32).toString('base64url'), this.options);
    await this.verify(await this.dummyHash, password);
    return false;
  }
}
