import type { INestApplication } from '@nestjs/common';
import { rememberReferral } from './affiliate/referral-cookie';
import type { GatewayConfig } from './gateway.config';
import { serveApps } from './static/serve-apps';

/**
 * The gateway's plain Express layers, in front of the Nest routes: the referral cookie (set from
 * `?via=` / `?ref=` on any page, so it must run before the static files answer) and the two apps.
 */
export function configureHttp(app: INestApplication, config: GatewayConfig): void {
  app.use(rememberReferral(config.NODE_ENV === 'production'));
  serveApps(app, [
    { base: '/', dir: config.WEB_DIST_DIR },
    { base: '/admin', dir: config.ADMIN_WEB_DIST_DIR },
  ]);
}
