import type { CurrentUser } from '@reelmix/contracts';
import type { Request } from 'express';

/** What `SessionGuard` attaches to a request it lets through. */
export interface CustomerSession {
  user: CurrentUser;
  sessionToken: string;
}

export type CustomerRequest = Request & { customer?: CustomerSession };
