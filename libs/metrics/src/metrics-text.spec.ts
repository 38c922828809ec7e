import { register } from 'prom-client';
import { defineCounter, defineHistogram } from './define-metric';
import { METRICS_CONTENT_TYPE, metricsText } from './metrics-text';

describe('metrics text', () => {
  afterEach(() => register.resetMetrics());

  it('writes every registered metric in the Prometheus text format', async () => {
    const handled = defineCounter({ name: 'reelmix_test_handled_total', help: 'Things handled.', labelNames: ['outcome'] as const });
    const took = defineHistogram({ name: 'reelmix_test_seconds', help: 'Time taken.', labelNames: ['kind'] as const, buckets: [0.1, 1] });
    handled.inc({ outcome: 'done' }, 2);
    took.observe({ kind: 'a' }, 0.5);

    const text = await metricsText();

    expect(text).toContain('# HELP reelmix_test_handled_total Things handled.');
    expect(text).toContain('# TYPE reelmix_test_handled_total counter');
    expect(text).toContain('reelmix_test_handled_total{outcome="done"} 2');
    expect(text).toContain('reelmix_test_seconds_bucket{le="0.1",kind="a"} 0');
    expect(text).toContain('reelmix_test_seconds_bucket{le="1",kind="a"} 1');
    expect(text).toContain('reelmix_test_seconds_count{kind="a"} 1');
    expect(METRICS_CONTENT_TYPE).toMatch(/^text\/plain; version=0\.0\.4/);
  });

  it('gives back the metric already registered under a name instead of refusing a second definition', () => {
    const first = defineCounter({ name: 'reelmix_test_defined_twice_total', help: 'Once.' });
    const second = defineCounter({ name: 'reelmix_test_defined_twice_total', help: 'Once.' });
    expect(second).toBe(first);
  });

  it('refuses a name without the reelmix_ prefix', () => {
    expect(() => defineCounter({ name: 'handled_total', help: 'No prefix.' })).toThrow(/reelmix_/);
  });
});
