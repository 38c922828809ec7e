import { Controller } from '@nestjs/common';
import { type ResolvedSession, Rpc, type SessionTokenRequest } from '@reelmix/contracts';
import { OnRequest } from '@reelmix/messaging';
import { SessionsService } from './sessions.service';

@Controller()
export class SessionsController {
  constructor(private readonly sessions: SessionsService) {}

  @OnRequest(Rpc.ResolveSession)
  resolve(request: SessionTokenRequest): Promise<ResolvedSession> {
    return this.sessions.resolve(request.sessionToken);
  }

  @OnRequest(Rpc.Logout)
  async logout(request: SessionTokenRequest): Promise<{ loggedOut: true }> {
    await this.sessions.revoke(request.sessionToken);
    return { loggedOut: true };
  }
}
