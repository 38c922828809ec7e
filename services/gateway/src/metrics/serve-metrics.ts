import type { INestApplication } from '@nestjs/common';
import { MetricsListener } from '@reelmix/metrics';
import type { GatewayConfig } from '../gateway.config';

/**
 * Serves the gateway's metrics on METRICS_PORT, not on PORT: PORT is the public one behind the
 * Ingress, and metrics (routes, error rates, process details) are for Prometheus only.
 */
export async function serveMetrics(app: INestApplication, config: GatewayConfig): Promise<number> {
  return app.get(MetricsListener).listen(config.METRICS_PORT);
}
