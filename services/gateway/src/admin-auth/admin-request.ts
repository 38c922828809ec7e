import type { AdminView } from '@reelmix/contracts';
import type { Request } from 'express';

/** What `AdminSessionGuard` attaches to a request it lets through. */
export interface AdminSession {
  admin: AdminView;
  sessionToken: string;
  /** The client address, as the per-address limits read it; undefined when unreadable. */
  ip: string | undefined;
}

export type AdminRequest = Request & { adminSession?: AdminSession };
