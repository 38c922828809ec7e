import type { INestApplication } from '@nestjs/common';
import type { Express } from 'express';
import { rememberDevice } from './affiliate/device-cookie';
import { rememberReferral } from './affiliate/referral-cookie';
import { publishOpenApi } from './api-v1/publish-openapi';
import type { GatewayConfig } from './gateway.config';
import { securityHeaders } from './http/security-headers';
import { serveApps } from './static/serve-apps';

/**
 * The gateway's plain Express layers, in front of the Nest routes: the security headers (first,
 * so every answer carries them, static files and refusals included), the referral and device
 * cookies (set from `?via=` / `?ref=` on any page, and on a browser's first page, so they run
 * before the static files answer) and the two apps.
 * Also the public API's OpenAPI document, built here once because it needs the whole app.
 */
export function configureHttp(app: INestApplication, config: GatewayConfig): void {
  (app.getHttpAdapter().getInstance() as Express).disable('x-powered-by');
  app.use(...securityHeaders({ publicUrl: config.PUBLIC_URL, stripe: config.STRIPE_PUBLISHABLE_KEY !== '' }));
  app.use(rememberReferral(config.PUBLIC_URL));
  app.use(rememberDevice(config.PUBLIC_URL));
  publishOpenApi(app);
  serveApps(app, [
    { base: '/', dir: config.WEB_DIST_DIR },
    { base: '/admin', dir: config.ADMIN_WEB_DIST_DIR },
  ]);
}
