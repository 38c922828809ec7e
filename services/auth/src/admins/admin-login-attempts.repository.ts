import { Injectable } from '@nestjs/common';
import { LoginAttemptsRepository } from '../login/login-attempts.repository';

/** Customer keys are `account:`/`ip:` (and `reset-...`); admin keys can never collide with them. */
const ADMIN_KEY_PREFIX = 'admin-';

/**
 * The same `auth.login_attempts` counters, with every key moved into the admin namespace
 * (`admin-account:<email>`, `admin-ip:<address>`). An e-mail may be both a customer's and an
 * admin's, and a customer's typos must not lock the admin out, nor the other way round. The
 * housekeeping sweep of the base class covers these rows too, so it is not overridden.
 */
@Injectable()
export class AdminLoginAttemptsRepository extends LoginAttemptsRepository {
  override async failures(keys: string[], windowMinutes: number): Promise<Map<string, number>> {
    const counts = await super.failures(keys.map(scoped), windowMinutes);
    return new Map([...counts].map(([key, failures]) => [key.slice(ADMIN_KEY_PREFIX.length), failures]));
  }

  override addFailure(keys: string[], windowMinutes: number): Promise<void> {
    return super.addFailure(keys.map(scoped), windowMinutes);
  }

  override clear(key: string): Promise<void> {
    return super.clear(scoped(key));
  }
}

const scoped = (key: string) => `${ADMIN_KEY_PREFIX}${key}`;
