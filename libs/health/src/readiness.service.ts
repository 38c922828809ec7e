import { Inject, Injectable, Optional } from '@nestjs/common';
import { CheckState } from '@reelmix/contracts';
import { isDatabaseReachable } from '@reelmix/db';
import { AmqpConnection, countDeadLetters } from '@reelmix/messaging';
import { OBJECT_STORAGE, ObjectStorage } from '@reelmix/storage';
import { DataSource } from 'typeorm';
import { ServingState } from './serving-state';

export interface Readiness {
  status: CheckState;
  checks: Record<string, CheckState>;
  /** Messages parked in each dead-letter queue: work that did not happen, to alert on (not readiness). */
  deadLetters?: Record<string, number>;
}

/**
 * Ready means the service still takes requests (it is not shutting down) and every outside thing
 * it needs answers: database, broker, object storage.
 */
@Injectable()
export class ReadinessService {
  private readonly startedAt = Date.now();

  constructor(
    private readonly broker: AmqpConnection,
    @Optional() private readonly dataSource?: DataSource,
    @Optional() @Inject(OBJECT_STORAGE) private readonly storage?: ObjectStorage,
    @Optional() private readonly serving?: ServingState,
  ) {}

  async check(): Promise<Readiness> {
    const checks: Record<string, CheckState> = {
      http: this.serving?.stopping ? 'down' : 'up',
      broker: this.broker.isConnected() ? 'up' : 'down',
    };
    if (this.dataSource) checks.database = (await isDatabaseReachable(this.dataSource)) ? 'up' : 'down';
    if (this.storage) checks.storage = (await isStorageReachable(this.storage)) ? 'up' : 'down';
    const status = Object.values(checks).every((state) => state === 'up') ? 'up' : 'down';
    const deadLetters = await countDeadLetters(this.broker).catch(() => null);
    return deadLetters && Object.keys(deadLetters).length > 0 ? { status, checks, deadLetters } : { status, checks };
  }

  uptimeSeconds(): number {
    return Math.round((Date.now() - this.startedAt) / 1000);
  }
}

/** A stat of a key that never exists answers "not found" quickly whenever the store is reachable. */
function isStorageReachable(storage: ObjectStorage, timeoutMs = 2000): Promise<boolean> {
  const probe = storage.stat('health/probe').then(
    () => true,
    () => false,
  );
  const timeout = new Promise<boolean>((resolve) => setTimeout(resolve, timeoutMs, false).unref());
  return Promise.race([probe, timeout]);
}
