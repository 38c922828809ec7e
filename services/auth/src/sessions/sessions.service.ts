import { Inject, Injectable } from '@nestjs/common';
import { DomainError, ErrorCode, type ResolvedSession, type SessionGrant } from '@reelmix/contracts';
import { APP_CONFIG, CLOCK, type Clock } from '@reelmix/service-host';
import { AuthConfig } from '../auth.config';
import { toCurrentUser } from '../users/current-user';
import { User } from '../users/user.entity';
import { hashSessionToken, newSessionToken } from './session-token';
import { SessionsRepository } from './sessions.repository';

export const AUTHENTICATION_REQUIRED = 'Authentication required';

/** Opaque server-side sessions: the cookie holds a random token, the table holds its hash. */
@Injectable()
export class SessionsService {
  constructor(
    private readonly sessions: SessionsRepository,
    @Inject(APP_CONFIG) private readonly config: AuthConfig,
    // Pro access depends on trial and period end dates, so "now" is injectable for tests.
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async open(user: User): Promise<SessionGrant> {
    const sessionToken = newSessionToken();
    const { expiresAt } = await this.sessions.insert(user.id, hashSessionToken(sessionToken), this.config.SESSION_TTL_HOURS);
    return { sessionToken, expiresAt: expiresAt.toISOString(), user: toCurrentUser(user, this.clock.now()) };
  }

  async resolve(sessionToken: string): Promise<ResolvedSession> {
    const session = await this.sessions.findLive(hashSessionToken(sessionToken));
    if (!session?.user) throw new DomainError(ErrorCode.Unauthenticated, AUTHENTICATION_REQUIRED);
    await this.sessions.touch(session.id);
    return { user: toCurrentUser(session.user, this.clock.now()), expiresAt: session.expiresAt.toISOString() };
  }

  /** Idempotent: an unknown, expired or already revoked token is simply logged out. */
  async revoke(sessionToken: string): Promise<void> {
    await this.sessions.revoke(hashSessionToken(sessionToken));
  }
}
