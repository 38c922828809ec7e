import type { HealthReport } from '@reelmix/contracts';
import { apiGet, toApiError, type RequestOptions } from './http';

const SERVICE_UNAVAILABLE = 503;

function isHealthReport(value: unknown): value is HealthReport {
  return typeof value === 'object' && value !== null && 'status' in value && Array.isArray((value as HealthReport).services);
}

/**
 * `GET /api/health`. The gateway answers 503 when any service is down, with the same report as
 * the body: that is a result to show, not a failed call. Anything else that is not OK is an error.
 */
export async function fetchSystemHealth(options?: RequestOptions): Promise<HealthReport> {
  const response = await apiGet('/api/health', options);
  if (response.ok) {
    return (await response.json()) as HealthReport;
  }
  if (response.status === SERVICE_UNAVAILABLE) {
    const body: unknown = await response
      .clone()
      .json()
      .catch(() => undefined);
    if (isHealthReport(body)) return body;
  }
  throw await toApiError(response);
}
