import { runService } from '@reelmix/service-host';
import { GatewayConfig } from './gateway.config';
import { GatewayModule } from './gateway.module';
import { serveApps } from './static/serve-apps';

void runService({
  name: 'gateway',
  config: GatewayConfig,
  module: (config) => GatewayModule.register(config),
  rawBody: true,
  configure: (app, config) => {
    serveApps(app, [
      { base: '/', dir: config.WEB_DIST_DIR },
      { base: '/admin', dir: config.ADMIN_WEB_DIST_DIR },
    ]);
  },
});
