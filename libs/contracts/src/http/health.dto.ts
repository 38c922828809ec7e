import type { CheckState } from '../rpc/health.rpc';

export interface ServiceHealth {
  name: string;
  status: CheckState;
  checks: Record<string, CheckState>;
  /** Round trip of the health request through the broker, when the service answered. */
  latencyMs?: number;
  error?: string;
}

/** `GET /api/health`: the gateway's own state and each backend service's. */
export interface HealthReport {
  status: CheckState;
  checkedAt: string;
  services: ServiceHealth[];
}
