import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { resolveTokenCookie } from '../http/resolve-token-cookie';
import { AdminAuthClient } from './admin-auth.client';
import { AdminCookie } from './admin-cookie';
import { AdminRequest } from './admin-request';

/**
 * Lets a request through only with a live admin session, and attaches `{ admin, sessionToken }`
 * for `@CurrentAdmin()`. It reads the admin cookie alone and auth looks the token up among admin
 * sessions alone, so a customer session gets nowhere here, whichever cookie it arrives in.
 */
@Injectable()
export class AdminSessionGuard implements CanActivate {
  constructor(
    private readonly auth: AdminAuthClient,
    private readonly cookie: AdminCookie,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const { resolved, sessionToken } = await resolveTokenCookie(context, this.cookie, (token) => this.auth.resolve(token));
    context.switchToHttp().getRequest<AdminRequest>().adminSession = { admin: resolved.admin, sessionToken };
    return true;
  }
}
