import { Injectable } from '@nestjs/common';
import { type ResolvedSession, Rpc, type SessionGrant } from '@reelmix/contracts';
import { RpcClient } from '@reelmix/messaging';

/** The gateway's one way to the auth service. Domain errors come back with their codes. */
@Injectable()
export class AuthClient {
  constructor(private readonly rpc: RpcClient) {}

  login(email: string, password: string, ip: string | undefined): Promise<SessionGrant> {
    return this.rpc.request('auth', Rpc.Login, { email, password, ...(ip ? { ip } : {}) });
  }

  resolve(sessionToken: string): Promise<ResolvedSession> {
    return this.rpc.request('auth', Rpc.ResolveSession, { sessionToken });
  }

  async logout(sessionToken: string): Promise<void> {
    await this.rpc.request('auth', Rpc.Logout, { sessionToken });
  }

  async forgotPassword(email: string, ip: string | undefined): Promise<void> {
    await this.rpc.request('auth', Rpc.ForgotPassword, { email, ...(ip ? { ip } : {}) });
  }

  async resetPassword(token: string, password: string): Promise<void> {
    await this.rpc.request('auth', Rpc.ResetPassword, { token, password });
  }
}
