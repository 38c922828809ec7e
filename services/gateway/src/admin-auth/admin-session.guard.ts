import { CanActivate, ExecutionContext, Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG } from '@reelmix/service-host';
import { clientAddress } from '../auth/client-address';
import { GatewayConfig } from '../gateway.config';
import { resolveTokenCookie } from '../http/resolve-token-cookie';
import { AdminAuthClient } from './admin-auth.client';
import { AdminCookie } from './admin-cookie';
import { AdminRequest } from './admin-request';

/**
 * Lets a request through only with a live admin session, and attaches `{ admin, sessionToken, ip }`
 * for `@CurrentAdmin()` and `@ActingAdmin()` (the client address goes into the audit log). It reads the admin cookie alone and auth looks the token up among admin
 * sessions alone, so a customer session gets nowhere here, whichever cookie it arrives in.
 */
@Injectable()
export class AdminSessionGuard implements CanActivate {
  constructor(
    private readonly auth: AdminAuthClient,
    private readonly cookie: AdminCookie,
    @Inject(APP_CONFIG) private readonly config: GatewayConfig,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const { resolved, sessionToken } = await resolveTokenCookie(context, this.cookie, (token) => this.auth.resolve(token));
    const request = context.switchToHttp().getRequest<AdminRequest>();
    request.adminSession = { admin: resolved.admin, sessionToken, ip: clientAddress(request, this.config.TRUST_PROXY_HOPS) };
    return true;
  }
}
