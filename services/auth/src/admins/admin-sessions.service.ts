import { Inject, Injectable } from '@nestjs/common';
import { type AdminSessionGrant, type ResolvedAdminSession } from '@reelmix/contracts';
import { APP_CONFIG } from '@reelmix/service-host';
import { AuthConfig } from '../auth.config';
import { hashSessionToken, newSessionToken } from '../sessions/session-token';
import { type Admin } from './admin.entity';
import { AdminSessionsRepository } from './admin-sessions.repository';
import { toAdminView } from './admin-view';
import { AuthErrors } from '../auth-errors';

/**
 * Opaque admin sessions, built like the customer ones (random token in the cookie, its hash in
 * the table) but in their own table with shorter limits: ADMIN_SESSION_TTL_HOURS from sign-in,
 * and ADMIN_SESSION_IDLE_MINUTES without use.
 */
@Injectable()
export class AdminSessionsService {
  constructor(
    private readonly sessions: AdminSessionsRepository,
    @Inject(APP_CONFIG) private readonly config: AuthConfig,
  ) {}

  async open(admin: Admin, ip: string | undefined): Promise<AdminSessionGrant> {
    const sessionToken = newSessionToken();
    const { expiresAt } = await this.sessions.open(admin, hashSessionToken(sessionToken), this.config.ADMIN_SESSION_TTL_HOURS, ip ?? null);
    return { sessionToken, expiresAt: expiresAt.toISOString(), admin: toAdminView(admin) };
  }

  async resolve(sessionToken: string): Promise<ResolvedAdminSession> {
    const session = await this.sessions.findLive(hashSessionToken(sessionToken));
    if (!session?.admin) throw AuthErrors.authenticationRequired();
    await this.sessions.touch(session.id);
    return { admin: toAdminView(session.admin), expiresAt: session.expiresAt.toISOString() };
  }

  /** Idempotent: an unknown or already ended token is simply logged out. */
  async logout(sessionToken: string): Promise<void> {
    await this.sessions.revoke(hashSessionToken(sessionToken));
  }
}
