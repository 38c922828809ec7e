import { Inject, Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { APP_CONFIG, CLOCK, type Clock, PeriodicTask } from '@reelmix/service-host';
import type { JobsConfig } from '../jobs.config';
import { OutputPublisher } from './output-publisher';
import { PublishedOutputsRepository } from './published-outputs.repository';

/** Outputs published at once: uploads are network-bound, and Meta's per-account limits favour a few at a time. */
export const PUBLISH_CONCURRENCY = 3;

/**
 * Works through the ledger: every PUBLISH_POLL_MS, and at once when a publish is asked for, it
 * takes due rows (with a lease, so replicas share the work) and advances each as far as it goes.
 */
@Injectable()
export class PublicationRunner implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(PublicationRunner.name);
  private readonly task: PeriodicTask<number>;
  /** PUBLISH_LEASE_MS: a crashed attempt's row is due again after it. */
  private readonly leaseMs: number;

  constructor(
    private readonly ledger: PublishedOutputsRepository,
    private readonly publisher: OutputPublisher,
    @Inject(APP_CONFIG) config: JobsConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {
    this.leaseMs = config.PUBLISH_LEASE_MS;
    this.task = new PeriodicTask({ name: 'Ad publishing', everyMs: config.PUBLISH_POLL_MS, firstDelayMs: 0, logger: this.logger, run: (signal) => this.drain(signal) });
  }

  onApplicationBootstrap(): void {
    this.task.start();
  }

  onModuleDestroy(): Promise<void> {
    return this.task.stop();
  }

  /** Starts a pass now (or joins the one under way); for a publish call, which should not wait for the timer. */
  wake(): void {
    void this.task.runNow();
  }

  /** One pass: resolves to the rows advanced. */
  async runOnce(): Promise<number> {
    return (await this.task.runNow()) ?? 0;
  }

  private async drain(signal: AbortSignal): Promise<number> {
    let advanced = 0;
    const lane = async () => {
      while (!signal.aborted) {
        const row = await this.ledger.claimDue(this.clock.now(), this.leaseMs);
        if (!row) return;
        await this.publisher.advance(row, signal);
        advanced += 1;
      }
    };
    await Promise.all(Array.from({ length: PUBLISH_CONCURRENCY }, lane));
    return advanced;
  }
}
