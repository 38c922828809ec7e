import { Controller, Get, HttpCode, Res } from '@nestjs/common';
import type { Response } from 'express';
import { ReadinessService } from './readiness.service';

/** Probe endpoints for Kubernetes and the local supervisor. */
@Controller('health')
export class HealthController {
  constructor(private readonly readiness: ReadinessService) {}

  /** Alive means the event loop answers; a dependency outage must not get the pod restarted. */
  /** The pid lets an operator (and the stack tests) find the process behind a port. */
  @Get('live')
  @HttpCode(200)
  live(): { status: 'up'; pid: number } {
    return { status: 'up', pid: process.pid };
  }

  @Get('ready')
  async ready(@Res({ passthrough: true }) response: Response) {
    const report = await this.readiness.check();
    response.status(report.status === 'up' ? 200 : 503);
    return report;
  }
}
