import { Allow } from 'class-validator';

export type CheckState = 'up' | 'down';

export class HealthCheckRequest {
  /** Present so the request body is an object that validates; the check takes no input. */
  @Allow() probe?: true;
}

export interface HealthCheckResponse {
  service: string;
  status: CheckState;
  checks: Record<string, CheckState>;
  uptimeSeconds: number;
}
