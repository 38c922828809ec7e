import { runService } from '@reelmix/service-host';
import { configureHttp } from './configure-http';
import { GatewayConfig } from './gateway.config';
import { GatewayModule } from './gateway.module';
import { serveMetrics } from './metrics/serve-metrics';

void runService({
  name: 'gateway',
  config: GatewayConfig,
  module: (config) => GatewayModule.register(config),
  rawBody: true,
  configure: async (app, config) => {
    configureHttp(app, config);
    await serveMetrics(app, config);
  },
});
