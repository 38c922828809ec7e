import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG } from '@reelmix/service-host';
import { GatewayConfig } from '../gateway.config';
import { TokenCookie } from '../http/token-cookie';

export { readCookie } from '../http/token-cookie';

export const SESSION_COOKIE = 'reelmix_session';

/**
 * The customer session cookie. SameSite=Lax keeps browsers from sending it with cross-site POSTs
 * (the CSRF middleware covers what Lax does not) while links from other sites still arrive
 * signed in; Secure and `__Host-reelmix_session` when PUBLIC_URL is https (cookie-site.ts).
 */
@Injectable()
export class SessionCookie extends TokenCookie {
  constructor(@Inject(APP_CONFIG) config: GatewayConfig) {
    super({ baseName: SESSION_COOKIE, sameSite: 'lax', publicUrl: config.PUBLIC_URL });
  }
}
