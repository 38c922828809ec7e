import { Injectable } from '@nestjs/common';
import { KnownAddressesRepository } from '../login/known-addresses.repository';
import { adminScoped } from './admin-login-attempts.repository';

/**
 * The same `auth.known_sign_in_addresses` rows, in the admin namespace of the login counters: an
 * address a customer signs in from says nothing about the admin of the same e-mail.
 */
@Injectable()
export class AdminLoginKnownAddressesRepository extends KnownAddressesRepository {
  override isKnown(accountKey: string, addressKey: string, since: Date): Promise<boolean> {
    return super.isKnown(adminScoped(accountKey), addressKey, since);
  }

  override remember(accountKey: string, addressKey: string, at: Date): Promise<void> {
    return super.remember(adminScoped(accountKey), addressKey, at);
  }
}
