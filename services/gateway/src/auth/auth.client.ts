import { Injectable } from '@nestjs/common';
import { DomainError, ErrorCode, type ResolvedSession, Rpc, type SessionGrant } from '@reelmix/contracts';
import { RpcClient } from '@reelmix/messaging';
import { SessionCache } from './session-cache';

/** The gateway's one way to the auth service. Domain errors come back with their codes. */
@Injectable()
export class AuthClient {
  private readonly sessions = new SessionCache();

  constructor(private readonly rpc: RpcClient) {}

  login(email: string, password: string, ip: string | undefined): Promise<SessionGrant> {
    return this.rpc.request('auth', Rpc.Login, { email, password, ...(ip ? { ip } : {}) });
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
   */
  async resetPassword(token: string, password: string): Promise<void> {
    try {
      await this.rpc.request('auth', Rpc.ResetPassword, { token, password });
    } finally {
      this.sessions.clear();
    }
  }
}
