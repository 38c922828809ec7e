import { BACKEND_SERVICES, Rpc } from '@reelmix/contracts';
import type { ReadinessService } from '@reelmix/health';
import type { RpcClient } from '@reelmix/messaging';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { GatewayConfig } from '../gateway.config';
import { ServiceHealthService } from './service-health.service';

/** Every backend answers "up" over the broker, whatever its HTTP side is doing. */
const rpc = { request: jest.fn(async (service: string, name: string) => (name === Rpc.HealthCheck ? { service, status: 'up', checks: { broker: 'up' }, uptimeSeconds: 1 } : undefined)) };
const readiness = { check: async () => ({ status: 'up', checks: { http: 'up', broker: 'up' } }) };

describe('the health report', () => {
  let uploads: Server;
  let uploadsUrl: string;

  beforeAll(async () => {
    uploads = createServer((_request, response) => response.end('{"status":"up"}'));
    await new Promise<void>((resolve) => uploads.listen(0, '127.0.0.1', () => resolve()));
    uploadsUrl = `http://127.0.0.1:${(uploads.address() as AddressInfo).port}`;
  });

  const reportWith = (url: string) =>
    new ServiceHealthService(rpc as unknown as RpcClient, readiness as unknown as ReadinessService, { UPLOADS_URL: url, HEALTH_TIMEOUT_MS: 500 } as GatewayConfig).report();

  it('is up when every service answers and uploads takes HTTP requests', async () => {
    const report = await reportWith(uploadsUrl);
    expect(report.status).toBe('up');
    expect(report.services).toHaveLength(BACKEND_SERVICES.length + 1);
    expect(report.services.find((service) => service.name === 'uploads')?.checks).toEqual({ broker: 'up', reachable: 'up' });
  });

  it('says uploads is down once it stops listening, although it still answers on the broker', async () => {
    await new Promise((resolve) => uploads.close(resolve));

    const report = await reportWith(uploadsUrl);

    expect(report.status).toBe('down');
    expect(report.services.find((service) => service.name === 'uploads')).toMatchObject({ status: 'down', checks: { reachable: 'down' } });
    expect(report.services.filter((service) => service.status === 'down').map((service) => service.name)).toEqual(['uploads']);
  });
});
