import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG } from '@reelmix/service-host';
import { GatewayConfig } from '../gateway.config';
import { TokenCookie } from '../http/token-cookie';

export { readCookie } from '../http/token-cookie';

export const SESSION_COOKIE = 'reelmix_session';

/**
 * The customer session cookie. SameSite=Lax keeps browsers from sending it with cross-site POSTs
 * (the CSRF middleware covers what Lax does not) while links from other sites still arrive
 * signed in; Secure in production, where the site is served over HTTPS only.
 */
@Injectable()
export class SessionCookie extends TokenCookie {
  constructor(@Inject(APP_CONFIG) config: GatewayConfig) {
    super({ name: SESSION_COOKIE, sameSite: 'lax', secure: config.NODE_ENV === 'production' });
  }
}
