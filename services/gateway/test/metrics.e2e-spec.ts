import { uniqueName } from '@reelmix/testing';
import { Rpc } from '@reelmix/contracts';
import { RpcClient } from '@reelmix/messaging';
import { METRICS_CONTENT_TYPE } from '@reelmix/metrics';
import request from 'supertest';
import { configureHttp } from '../src/configure-http';
import { serveMetrics } from '../src/metrics/serve-metrics';
import { type GatewayWithAuth, PUBLIC_URL, startGatewayWithAuth } from './support/gateway-with-auth';

/** The sum of the series of `name` whose labels include `labels`, or undefined when there is none. */
function seriesValue(text: string, name: string, labels: Record<string, string>): number | undefined {
  const lines = text
    .split('\n')
    .filter((candidate) => candidate.startsWith(`${name}{`) && Object.entries(labels).every(([key, value]) => candidate.includes(`${key}="${value}"`)));
  return lines.length === 0 ? undefined : lines.reduce((sum, line) => sum + Number(line.slice(line.lastIndexOf(' ') + 1)), 0);
}

describe('gateway: metrics', () => {
  let stack: GatewayWithAuth;
  let metricsUrl: string;

  beforeAll(async () => {
    stack = await startGatewayWithAuth({ METRICS_PORT: '0' }, { configure: (gateway, config) => configureHttp(gateway, config) });
    metricsUrl = `http://127.0.0.1:${await serveMetrics(stack.gateway, stack.config)}/metrics`;
  });

  afterAll(async () => {
    await stack?.close();
  });

  it('times requests by route pattern and status, and RPCs by target and outcome, on the metrics port', async () => {
    const http = request(stack.gateway.getHttpServer());
    const email = `${uniqueName('metrics')}@example.com`;
    await stack.gateway.get(RpcClient).request('auth', Rpc.CreateUser, { email, password: 'correct horse' });
    const login = await http.post('/api/auth/login').set('Origin', PUBLIC_URL).send({ email, password: 'correct horse' }).expect(200);
    const cookie = ([] as string[]).concat(login.headers['set-cookie'] ?? []).find((line) => line.startsWith('reelmix_session='))?.split(';')[0];

    await http.get('/api/auth/me').set('Cookie', cookie as string).expect(200);
    await http.get('/api/auth/me').expect(401);
    await http.get('/api/no-such-thing/42').expect(404);

    const response = await fetch(metricsUrl);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe(METRICS_CONTENT_TYPE);
    const text = await response.text();
    const requests = 'reelmix_http_request_duration_seconds_count';
    expect(seriesValue(text, requests, { method: 'GET', route: '/api/auth/me', status: '200' })).toBe(1);
    expect(seriesValue(text, requests, { method: 'GET', route: '/api/auth/me', status: '401' })).toBe(1);
    expect(seriesValue(text, requests, { method: 'POST', route: '/api/auth/login', status: '200' })).toBe(1);
    expect(seriesValue(text, requests, { method: 'GET', route: 'unmatched', status: '404' })).toBe(1);
    // The raw path of a request never becomes a label.
    expect(text).not.toContain('/api/no-such-thing');

    expect(seriesValue(text, 'reelmix_rpc_duration_seconds_count', { target: 'auth', outcome: 'ok' })).toBeGreaterThanOrEqual(2);
    // Auth runs in this process too, so its side of the same requests shows here.
    expect(seriesValue(text, 'reelmix_messages_handled_total', { queue: 'auth.rpc', outcome: 'done' })).toBeGreaterThanOrEqual(2);
  });

  it('does not serve metrics on the public port', async () => {
    const http = request(stack.gateway.getHttpServer());
    for (const accept of ['text/html', 'text/plain', '*/*']) {
      const response = await http.get('/metrics').set('Accept', accept);
      expect(response.status).toBe(404);
      expect(response.text).not.toContain('reelmix_');
    }
  });

  it('answers only /metrics on the metrics port', async () => {
    expect((await fetch(metricsUrl.replace('/metrics', '/api/auth/me'))).status).toBe(404);
  });

  it('serves a backend service\'s metrics on its own port', async () => {
    const response = await request(stack.auth.getHttpServer()).get('/metrics').expect(200);
    expect(response.headers['content-type']).toBe(METRICS_CONTENT_TYPE);
    expect(response.text).toContain('# TYPE reelmix_rpc_duration_seconds histogram');
  });
});
