import { Injectable, Optional } from '@nestjs/common';
import { CheckState } from '@reelmix/contracts';
import { isDatabaseReachable } from '@reelmix/db';
import { AmqpConnection } from '@reelmix/messaging';
import { DataSource } from 'typeorm';

export interface Readiness {
  status: CheckState;
  checks: Record<string, CheckState>;
}

/** Ready means every outside thing the service needs answers: its database and the broker. */
@Injectable()
export class ReadinessService {
  private readonly startedAt = Date.now();

  constructor(
    private readonly broker: AmqpConnection,
    @Optional() private readonly dataSource?: DataSource,
  ) {}

  async check(): Promise<Readiness> {
    const checks: Record<string, CheckState> = { broker: this.broker.isConnected() ? 'up' : 'down' };
    if (this.dataSource) checks.database = (await isDatabaseReachable(this.dataSource)) ? 'up' : 'down';
    const status = Object.values(checks).every((state) => state === 'up') ? 'up' : 'down';
    return { status, checks };
  }

  uptimeSeconds(): number {
    return Math.round((Date.now() - this.startedAt) / 1000);
  }
}
