import { Controller } from '@nestjs/common';
import {
  type EndedSessions,
  type EndSessionRequest,
  type ResolvedSession,
  Rpc,
  type SessionTokenRequest,
  type SessionView,
} from '@reelmix/contracts';
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

  @OnRequest(Rpc.ListSessions)
  list(request: SessionTokenRequest): Promise<SessionView[]> {
    return this.sessions.list(request.sessionToken);
  }

  @OnRequest(Rpc.EndSession)
  end(request: EndSessionRequest): Promise<{ ended: true }> {
    return this.sessions.end(request.sessionToken, request.sessionId);
  }

  @OnRequest(Rpc.EndOtherSessions)
  endOthers(request: SessionTokenRequest): Promise<EndedSessions> {
    return this.sessions.endOthers(request.sessionToken);
  }
}
