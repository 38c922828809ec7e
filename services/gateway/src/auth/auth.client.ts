import { Injectable } from '@nestjs/common';
import {
  DomainError,
  type EndedSessions,
  ErrorCode,
  type ResolvedSession,
  Rpc,
  type SessionGrant,
  type SessionView,
  USER_AGENT_MAX_LENGTH,
} from '@reelmix/contracts';
import { RpcClient } from '@reelmix/messaging';
import { SessionCache } from './session-cache';

/** The gateway's one way to the auth service. Domain errors come back with their codes. */
@Injectable()
export class AuthClient {
  private readonly sessions = new SessionCache();

  constructor(private readonly rpc: RpcClient) {}

  /** `userAgent` names the device in the customer's list of signed-in devices. */
  login(email: string, password: string, ip: string | undefined, userAgent?: string): Promise<SessionGrant> {
    const device = userAgent ? { userAgent: userAgent.slice(0, USER_AGENT_MAX_LENGTH) } : {};
    return this.rpc.request('auth', Rpc.Login, { email, password, ...(ip ? { ip } : {}), ...device });
  }

  /** The signed-in devices of the account behind `sessionToken`. */
  listSessions(sessionToken: string): Promise<SessionView[]> {
    return this.rpc.request('auth', Rpc.ListSessions, { sessionToken });
  }

  /**
   * Each of these ends sessions whose tokens only auth knows, so this gateway then drops every
   * session it kept, as after a reset; the other gateways stop reading theirs within seconds.
   */
  async endSession(sessionToken: string, sessionId: string): Promise<void> {
    await this.rpc.request('auth', Rpc.EndSession, { sessionToken, sessionId });
    this.sessions.clear();
  }

  async endOtherSessions(sessionToken: string): Promise<EndedSessions> {
    const ended = await this.rpc.request('auth', Rpc.EndOtherSessions, { sessionToken });
    this.sessions.clear();
    return ended;
  }

  async changePassword(sessionToken: string, currentPassword: string, newPassword: string): Promise<EndedSessions> {
    const ended = await this.rpc.request('auth', Rpc.ChangePassword, { sessionToken, currentPassword, newPassword });
    this.sessions.clear();
    return ended;
  }

  /**
   * The session behind a token. A session auth confirmed within the last seconds answers from
   * memory (every API call resolves one, and asking auth was most of a read's cost); `fresh`
   * always asks auth, for calls that change something.
   */
  async resolve(sessionToken: string, { fresh = false }: { fresh?: boolean } = {}): Promise<ResolvedSession> {
    const known = fresh ? undefined : this.sessions.get(sessionToken);
    if (known) return known;
    const askedAt = Date.now();
    try {
      const session = await this.rpc.request('auth', Rpc.ResolveSession, { sessionToken });
      this.sessions.remember(sessionToken, session, askedAt);
      return session;
    } catch (error) {
      if (error instanceof DomainError && error.code === ErrorCode.Unauthenticated) this.sessions.forget(sessionToken);
      throw error;
    }
  }

  /**
   * Forgotten here before auth is asked and again once it answered, so a lookup that was under
   * way meanwhile cannot keep the session alive: no read through this gateway outlives the logout.
   */
  async logout(sessionToken: string): Promise<void> {
    this.sessions.forget(sessionToken);
    try {
      await this.rpc.request('auth', Rpc.Logout, { sessionToken });
    } finally {
      this.sessions.forget(sessionToken);
    }
  }

  async forgotPassword(email: string, ip: string | undefined): Promise<void> {
    await this.rpc.request('auth', Rpc.ForgotPassword, { email, ...(ip ? { ip } : {}) });
  }

  /**
   * A reset ends every session of the account, and which tokens those are is known only to auth:
   * this gateway drops every session it kept (resets are rare; the others are simply asked again).
   * A refusal (a bad or used link, a refused password, a throttle) changed nothing, so it keeps
   * them: a flood of made-up links must not send every session check of the site to auth. A
   * timeout or an outage may hide a reset that went through, so those drop them too.
   */
  async resetPassword(token: string, password: string, ip: string | undefined): Promise<void> {
    try {
      await this.rpc.request('auth', Rpc.ResetPassword, { token, password, ...(ip ? { ip } : {}) });
    } catch (error) {
      if (!isRefusal(error)) this.sessions.clear();
      throw error;
    }
    this.sessions.clear();
  }
}

/** An answer by which auth refused a call outright, having changed nothing. */
const isRefusal = (error: unknown): boolean =>
  error instanceof DomainError && (error.code === ErrorCode.ValidationFailed || error.code === ErrorCode.RateLimited);
