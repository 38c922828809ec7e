import type { CurrentUser } from '@reelmix/contracts';
import type { Request } from 'express';

/** What `SessionGuard` attaches to a request it lets through: the customer and their session. */
export interface CustomerSession {
  user: CurrentUser;
  sessionToken: string;
}

/** What `ApiKeyGuard` attaches on `/api/v1`: the key's owner and the key. */
export interface ApiKeyCustomer {
  user: CurrentUser;
  apiKeyId: string;
}

/**
 * Either guard puts the customer in the same place with the same `user`, so `@CurrentCustomer()`
 * and the code behind it answer a session and an API key alike, by the same plan rules.
 */
export type CustomerRequest = Request & { customer?: CustomerSession | ApiKeyCustomer };
