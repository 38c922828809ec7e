import { collectDefaultMetrics, register } from 'prom-client';

/**
 * Turns on Node's standard process metrics (CPU, memory, event-loop lag, GC) and labels every
 * series of the process with its service. Called once by the process that runs a service, never
 * by tests: several services share one process there, and one default label cannot name them all.
 */
export function startProcessMetrics(service: string): void {
  register.setDefaultLabels({ service });
  // A second call would register the same metrics again, which prom-client refuses.
  if (!register.getSingleMetric('process_cpu_user_seconds_total')) collectDefaultMetrics();
}
