import { defineHistogram } from '@reelmix/metrics';

/**
 * Labels: method, the route's pattern (`/api/jobs/:id`, never the raw URL, whose ids would make a
 * series per job) and the status code, a small fixed set.
 */
export const httpRequestDuration = defineHistogram({
  name: 'reelmix_http_request_duration_seconds',
  help: 'Time the gateway took to answer a request, by method, route pattern and status code.',
  labelNames: ['method', 'route', 'status'] as const,
  // Up to 30 s: uploads and downloads stream through the gateway and take that long.
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
});
