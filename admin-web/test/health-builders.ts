import type { HealthReport, ServiceHealth } from '@reelmix/contracts';

export function buildServiceHealth(overrides: Partial<ServiceHealth> = {}): ServiceHealth {
  return {
    name: 'auth',
    status: 'up',
    checks: { database: 'up', broker: 'up' },
    latencyMs: 12,
    ...overrides,
  };
}

export function buildHealthReport(overrides: Partial<HealthReport> = {}): HealthReport {
  return {
    status: 'up',
    checkedAt: '2025-01-15T10:30:00.000Z',
    services: [buildServiceHealth({ name: 'auth' }), buildServiceHealth({ name: 'jobs', latencyMs: 30.4 })],
    ...overrides,
  };
}

export function jsonResponse(body: unknown, status = 200, statusText = ''): Response {
  return new Response(JSON.stringify(body), { status, statusText, headers: { 'Content-Type': 'application/json' } });
}
