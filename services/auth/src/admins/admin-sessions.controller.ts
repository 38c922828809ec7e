import { Controller } from '@nestjs/common';
import { type AdminSessionGrant, type LoginRequest, type ResolvedAdminSession, Rpc, type SessionTokenRequest } from '@reelmix/contracts';
import { OnRequest } from '@reelmix/messaging';
import { AdminLoginService } from './admin-login.service';
import { AdminSessionsService } from './admin-sessions.service';

/** Admin sign-in over the broker; the gateway's admin cookie carries the token. */
@Controller()
export class AdminSessionsController {
  constructor(
    private readonly login: AdminLoginService,
    private readonly sessions: AdminSessionsService,
  ) {}

  @OnRequest(Rpc.AdminLogin)
  signIn(request: LoginRequest): Promise<AdminSessionGrant> {
    return this.login.login(request);
  }

  @OnRequest(Rpc.ResolveAdminSession)
  resolve(request: SessionTokenRequest): Promise<ResolvedAdminSession> {
    return this.sessions.resolve(request.sessionToken);
  }

  @OnRequest(Rpc.AdminLogout)
  async logout(request: SessionTokenRequest): Promise<{ loggedOut: true }> {
    await this.sessions.logout(request.sessionToken);
    return { loggedOut: true };
  }
}
