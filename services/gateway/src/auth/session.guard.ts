import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { resolveTokenCookie } from '../http/resolve-token-cookie';
import { AuthClient } from './auth.client';
import { CustomerRequest } from './customer-request';
import { SessionCookie } from './session-cookie';

export { AUTHENTICATION_REQUIRED } from '../http/resolve-token-cookie';

/**
 * Lets a request through only with a live customer session, and attaches `{ user, sessionToken }`
 * for `@CurrentCustomer()`. Every call asks auth, so a logout or a plan change counts at once.
 */
@Injectable()
export class SessionGuard implements CanActivate {
  constructor(
    private readonly auth: AuthClient,
    private readonly cookie: SessionCookie,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const { resolved, sessionToken } = await resolveTokenCookie(context, this.cookie, (token) => this.auth.resolve(token));
    context.switchToHttp().getRequest<CustomerRequest>().customer = { user: resolved.user, sessionToken };
    return true;
  }
}
