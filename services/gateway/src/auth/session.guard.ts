import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { resolveTokenCookie } from '../http/resolve-token-cookie';
import { AuthClient } from './auth.client';
import { CustomerRequest } from './customer-request';
import { STATE_CHANGING } from './same-origin.guard';
import { SessionCookie } from './session-cookie';

/** Reads: GET and HEAD change nothing (bar those marked StateChangingGet), so they may use a session auth confirmed moments ago. */
const READS = new Set(['GET', 'HEAD']);

/**
 * Lets a request through only with a live customer session, and attaches `{ user, sessionToken }`
 * for `@CurrentCustomer()`. A call that changes something always asks auth, so a revoked session
 * or a lapsed plan can never upload, start a job or pay; a read may use the session auth
 * confirmed within the last two seconds (AuthClient), and a logout through this gateway ends
 * that at once.
 */
@Injectable()
export class SessionGuard implements CanActivate {
  constructor(
    private readonly auth: AuthClient,
    private readonly cookie: SessionCookie,
    private readonly reflector: Reflector,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const fresh = !READS.has(context.switchToHttp().getRequest<CustomerRequest>().method) || this.changesState(context);
    const { resolved, sessionToken } = await resolveTokenCookie(context, this.cookie, (token) => this.auth.resolve(token, { fresh }));
    context.switchToHttp().getRequest<CustomerRequest>().customer = { user: resolved.user, sessionToken };
    return true;
  }

  private changesState(context: ExecutionContext): boolean {
    return this.reflector.getAllAndOverride<boolean>(STATE_CHANGING, [context.getHandler(), context.getClass()]) === true;
  }
}
