import { Injectable } from '@nestjs/common';
import { type AttemptCounter, type CountRestart, LoginAttemptsRepository } from '../login/login-attempts.repository';

/** Customer keys are `pair:`/`account:`/`ip:` (and `reset-...`); admin keys can never collide with them. */
const ADMIN_KEY_PREFIX = 'admin-';

/**
 * The same `auth.login_attempts` counters, with every key moved into the admin namespace
 * (`admin-account:<email>`, `admin-ip:<address>`, ...). An e-mail may be both a customer's and an
 * admin's, and a customer's typos must not slow the admin down, nor the other way round. The
 * housekeeping sweep of the base class covers these rows too, so it is not overridden.
 */
@Injectable()
export class AdminLoginAttemptsRepository extends LoginAttemptsRepository {
  override async read(keys: string[]): Promise<Map<string, AttemptCounter>> {
    const counters = await super.read(keys.map(adminScoped));
    return new Map([...counters].map(([key, counter]) => [key.slice(ADMIN_KEY_PREFIX.length), counter]));
  }

  override addFailure(keys: string[], now: Date, windowMs: number, restart: CountRestart): Promise<void> {
    return super.addFailure(keys.map(adminScoped), now, windowMs, restart);
  }

  override clear(key: string): Promise<void> {
    return super.clear(adminScoped(key));
  }
}

/** A customer key moved into the admin namespace. */
export const adminScoped = (key: string) => `${ADMIN_KEY_PREFIX}${key}`;
