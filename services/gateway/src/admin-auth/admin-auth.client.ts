import { Injectable } from '@nestjs/common';
import { type AdminSessionGrant, type ResolvedAdminSession, Rpc } from '@reelmix/contracts';
import { RpcClient } from '@reelmix/messaging';

/** The gateway's way to the auth service's admin sessions. Domain errors come back with their codes. */
@Injectable()
export class AdminAuthClient {
  constructor(private readonly rpc: RpcClient) {}

  login(email: string, password: string, ip: string | undefined): Promise<AdminSessionGrant> {
    return this.rpc.request('auth', Rpc.AdminLogin, { email, password, ...(ip ? { ip } : {}) });
  }

  resolve(sessionToken: string): Promise<ResolvedAdminSession> {
    return this.rpc.request('auth', Rpc.ResolveAdminSession, { sessionToken });
  }

  async logout(sessionToken: string): Promise<void> {
    await this.rpc.request('auth', Rpc.AdminLogout, { sessionToken });
  }
}
