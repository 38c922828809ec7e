import { register } from 'prom-client';

/** The content type of `metricsText()`, for the Content-Type header of a metrics answer. */
export const METRICS_CONTENT_TYPE = register.contentType;

/** Every metric of the process in Prometheus' text exposition format: the body of `GET /metrics`. */
export function metricsText(): Promise<string> {
  return register.metrics();
}
