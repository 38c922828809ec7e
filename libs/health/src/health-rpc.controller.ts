import { Controller, Inject } from '@nestjs/common';
import { HealthCheckRequest, HealthCheckResponse, Rpc } from '@reelmix/contracts';
import { OnRequest } from '@reelmix/messaging';
import { ReadinessService } from './readiness.service';

export const SERVICE_NAME = Symbol('SERVICE_NAME');

/** Answers the gateway's health round trip: proves the service consumes from the broker. */
@Controller()
export class HealthRpcController {
  constructor(
    private readonly readiness: ReadinessService,
    @Inject(SERVICE_NAME) private readonly service: string,
  ) {}

  @OnRequest(Rpc.HealthCheck)
  async check(_request: HealthCheckRequest): Promise<HealthCheckResponse> {
    const { status, checks } = await this.readiness.check();
    return { service: this.service, status, checks, uptimeSeconds: this.readiness.uptimeSeconds() };
  }
}
