import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, CLOCK, type Clock } from '@reelmix/service-host';
import { AuthConfig } from '../auth.config';
import { LoginRateLimiter } from '../login/login-rate-limiter.service';
import { AdminLoginAttemptsRepository } from './admin-login-attempts.repository';
import { AdminLoginKnownAddressesRepository } from './admin-login-known-addresses.repository';

/** The customer login policy, with the same settings, counted on the admin's own keys. */
@Injectable()
export class AdminLoginRateLimiter extends LoginRateLimiter {
  constructor(
    attempts: AdminLoginAttemptsRepository,
    knownAddresses: AdminLoginKnownAddressesRepository,
    @Inject(APP_CONFIG) config: AuthConfig,
    @Inject(CLOCK) clock: Clock,
  ) {
    super(attempts, knownAddresses, config, clock);
  }
}
