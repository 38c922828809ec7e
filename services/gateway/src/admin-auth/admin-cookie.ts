import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG } from '@reelmix/service-host';
import { GatewayConfig } from '../gateway.config';
import { TokenCookie } from '../http/token-cookie';

/** Its own name, so a customer's cookie is never even read where an admin is expected (`__Host-` prefixed over https). */
export const ADMIN_COOKIE = 'reelmix_admin';

/**
 * The admin session cookie. SameSite=Strict: nothing links into the admin area from other sites,
 * so the cookie need not come along on any cross-site request, not even a top-level navigation.
 * Secure whenever PUBLIC_URL is https (cookie-site.ts).
 */
@Injectable()
export class AdminCookie extends TokenCookie {
  constructor(@Inject(APP_CONFIG) config: GatewayConfig) {
    super({ baseName: ADMIN_COOKIE, sameSite: 'strict', publicUrl: config.PUBLIC_URL });
  }
}
