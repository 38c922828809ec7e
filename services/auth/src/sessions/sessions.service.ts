import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  type EndedSessions,
  type ResolvedSession,
  type SessionGrant,
  type SessionView,
  USER_AGENT_MAX_LENGTH,
} from '@reelmix/contracts';
import { APP_CONFIG, CLOCK, type Clock } from '@reelmix/service-host';
import { DataSource } from 'typeorm';
import { AuthConfig } from '../auth.config';
import { toCurrentUser } from '../users/current-user';
import { User } from '../users/user.entity';
import { coarseNetwork } from './coarse-network';
import { type Session } from './session.entity';
import { hashSessionToken, newSessionToken } from './session-token';
import { toSessionView } from './session-view';
import { SessionsRepository } from './sessions.repository';
import { AuthErrors } from '../auth-errors';

/** Where a sign-in came from, as the login request tells it. */
export interface SignInClient {
  ip?: string;
  userAgent?: string;
}

/**
 * Opaque server-side sessions: the cookie holds a random token, the table holds its hash. A
 * session ends at its absolute end (SESSION_TTL_HOURS from sign-in), after SESSION_IDLE_DAYS
 * without use, at logout, or when its owner ends it from another device or changes the password.
 */
@Injectable()
export class SessionsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly sessions: SessionsRepository,
    @Inject(APP_CONFIG) private readonly config: AuthConfig,
    // Pro access depends on trial and period end dates, so "now" is injectable for tests.
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async open(user: User, client: SignInClient = {}): Promise<SessionGrant> {
    const sessionToken = newSessionToken();
    const { expiresAt } = await this.sessions.insert(user.id, hashSessionToken(sessionToken), this.config.SESSION_TTL_HOURS, {
      userAgent: client.userAgent?.slice(0, USER_AGENT_MAX_LENGTH) || null,
      network: coarseNetwork(client.ip),
    });
    return { sessionToken, expiresAt: expiresAt.toISOString(), user: toCurrentUser(user, this.clock.now()) };
  }

  async resolve(sessionToken: string): Promise<ResolvedSession> {
    const session = await this.requireLive(sessionToken);
    await this.sessions.touch(session.id);
    return { user: toCurrentUser(session.user as User, this.clock.now()), expiresAt: session.expiresAt.toISOString() };
  }

  /** The live session behind a token, with its user; anything else is unauthenticated. */
  async requireLive(sessionToken: string): Promise<Session & { user: User }> {
    const session = await this.sessions.findLive(hashSessionToken(sessionToken));
    if (!session?.user) throw AuthErrors.authenticationRequired();
    return session as Session & { user: User };
  }

  /** The caller's live sessions, theirs alone, the caller's own marked `current`. */
  async list(sessionToken: string): Promise<SessionView[]> {
    const caller = await this.requireLive(sessionToken);
    const live = await this.sessions.listLive(caller.userId);
    return live.map((session) => toSessionView(session, caller.id));
  }

  /** Ends one of the caller's sessions. Another account's session, or one already ended, is not found. */
  async end(sessionToken: string, sessionId: string): Promise<{ ended: true }> {
    const caller = await this.requireLive(sessionToken);
    if (!(await this.sessions.revokeOwned(caller.userId, sessionId))) {
      throw AuthErrors.sessionNotFound();
    }
    return { ended: true };
  }

  /** Ends every session of the caller's account but the caller's own. */
  async endOthers(sessionToken: string): Promise<EndedSessions> {
    const caller = await this.requireLive(sessionToken);
    return { ended: await this.sessions.revokeAllExcept(this.dataSource.manager, caller.userId, caller.id) };
  }

  /** Idempotent: an unknown, expired or already revoked token is simply logged out. */
  async revoke(sessionToken: string): Promise<void> {
    await this.sessions.revoke(hashSessionToken(sessionToken));
  }
}
