import { Controller, Get, Res } from '@nestjs/common';
import { HealthReport } from '@reelmix/contracts';
import type { Response } from 'express';
import { ServiceHealthService } from './service-health.service';

@Controller('api/health')
export class ApiHealthController {
  constructor(private readonly health: ServiceHealthService) {}

  /** 200 when everything is up, 503 otherwise; the body lists each service either way. */
  @Get()
  async report(@Res({ passthrough: true }) response: Response): Promise<HealthReport> {
    const report = await this.health.report();
    response.status(report.status === 'up' ? 200 : 503);
    response.setHeader('Cache-Control', 'no-store');
    return report;
  }
}
