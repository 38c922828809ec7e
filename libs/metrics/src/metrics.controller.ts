import { Controller, Get, Res } from '@nestjs/common';
import type { Response } from 'express';
import { METRICS_CONTENT_TYPE, metricsText } from './metrics-text';

/**
 * `GET /metrics` on a backend service's own port, beside the probes. That port is internal (only
 * the gateway's is public), so Prometheus scrapes it directly.
 */
@Controller('metrics')
export class MetricsController {
  // Written directly: Express's send() would rewrite the content type's parameters.
  @Get()
  async scrape(@Res() response: Response): Promise<void> {
    const text = await metricsText();
    response.status(200).setHeader('Content-Type', METRICS_CONTENT_TYPE).setHeader('Cache-Control', 'no-store').end(text);
  }
}
