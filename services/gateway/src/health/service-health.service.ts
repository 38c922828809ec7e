import { Inject, Injectable } from '@nestjs/common';
import { BACKEND_SERVICES, BackendService, CheckState, DomainError, HealthReport, Rpc, ServiceHealth } from '@reelmix/contracts';
import { ReadinessService } from '@reelmix/health';
import { RpcClient } from '@reelmix/messaging';
import { APP_CONFIG } from '@reelmix/service-host';
import { GatewayConfig } from '../gateway.config';

/**
 * Asks every backend service, through the broker, whether it is up. A service counts as up only
 * when it answered and its own checks passed (it is not shutting down; its database and broker
 * answer); all are asked at once, so the report takes at most one timeout. Uploads is also
 * reached over HTTP, the way the gateway forwards every upload to it: a service that still
 * answers on the broker but no longer listens cannot take an upload.
 */
@Injectable()
export class ServiceHealthService {
  constructor(
    private readonly rpc: RpcClient,
    private readonly readiness: ReadinessService,
    @Inject(APP_CONFIG) private readonly config: GatewayConfig,
  ) {}

  async report(): Promise<HealthReport> {
    const started = Date.now();
    // The gateway checks itself in-process; its latency is that check's own duration.
    const gateway = this.readiness
      .check()
      .then((own): ServiceHealth => ({ name: 'gateway', ...own, latencyMs: Date.now() - started }));
    const services = await Promise.all([gateway, ...BACKEND_SERVICES.map((name) => this.ask(name))]);
    return {
      status: services.every((service) => service.status === 'up') ? 'up' : 'down',
      checkedAt: new Date().toISOString(),
      services,
    };
  }

  private async ask(name: BackendService): Promise<ServiceHealth> {
    const started = Date.now();
    try {
      const [answer, reachable] = await Promise.all([
        this.rpc.request(name, Rpc.HealthCheck, {}, { timeoutMs: this.config.HEALTH_TIMEOUT_MS }),
        name === 'uploads' ? this.answersHttp(this.config.UPLOADS_URL) : undefined,
      ]);
      const checks = reachable ? { ...answer.checks, reachable } : answer.checks;
      const status = answer.status === 'up' && reachable !== 'down' ? 'up' : 'down';
      return { name, status, checks, latencyMs: Date.now() - started };
    } catch (error) {
      const reason = error instanceof DomainError ? error.message : 'no answer';
      return { name, status: 'down', checks: {}, error: reason };
    }
  }

  private answersHttp(baseUrl: string): Promise<CheckState> {
    return fetch(new URL('/health/live', baseUrl), { signal: AbortSignal.timeout(this.config.HEALTH_TIMEOUT_MS) }).then(
      (response) => (response.ok ? 'up' : 'down'),
      () => 'down',
    );
  }
}
