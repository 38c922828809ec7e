import { defineGauge } from './define-metric';
import { MetricsListener } from './metrics-listener';
import { METRICS_CONTENT_TYPE } from './metrics-text';

describe('MetricsListener', () => {
  const listener = new MetricsListener();
  let base: string;

  beforeAll(async () => {
    defineGauge({ name: 'reelmix_test_listener_gauge', help: 'A gauge.' }).set(3);
    base = `http://127.0.0.1:${await listener.listen(0)}`;
  });

  afterAll(() => listener.close());

  it('answers GET /metrics with the metrics text', async () => {
    const response = await fetch(`${base}/metrics`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe(METRICS_CONTENT_TYPE);
    expect(await response.text()).toContain('reelmix_test_listener_gauge 3');
  });

  it('answers 404 to any other path or method', async () => {
    expect((await fetch(`${base}/`)).status).toBe(404);
    expect((await fetch(`${base}/metrics/x`)).status).toBe(404);
    expect((await fetch(`${base}/metrics`, { method: 'POST' })).status).toBe(404);
  });
});
