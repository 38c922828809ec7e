import { Inject, Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { APP_CONFIG, CLOCK, type Clock, PeriodicTask } from '@reelmix/service-host';
import { DataSource } from 'typeorm';
import type { JobsConfig } from '../jobs.config';
import { KeptSegmentsRepository } from './kept-segments.repository';

// A pass removes at most this many, so one transaction never holds thousands of row locks.
const BATCH = 200;

/**
 * The kept segments' bounded retention: a segment no job has used for `SEGMENT_RETENTION_HOURS`
 * is removed, every `SEGMENT_SWEEP_MS`. A later job with that clip simply normalises it again.
 */
@Injectable()
export class KeptSegmentsSweepService implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(KeptSegmentsSweepService.name);
  private readonly task: PeriodicTask<number>;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly kept: KeptSegmentsRepository,
    @Inject(APP_CONFIG) private readonly config: JobsConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {
    this.task = new PeriodicTask({
      name: 'Kept segment sweep',
      everyMs: config.SEGMENT_SWEEP_MS,
      logger: this.logger,
      run: () => this.releaseAll(),
    });
  }

  onApplicationBootstrap(): void {
    this.task.start();
  }

  onModuleDestroy(): Promise<void> {
    return this.task.stop();
  }

  /** One pass over everything past retention (0 when it failed); a call during a pass joins it. */
  async sweep(): Promise<number> {
    return (await this.task.runNow()) ?? 0;
  }

  private async releaseAll(): Promise<number> {
    const before = new Date(this.clock.now().getTime() - this.config.SEGMENT_RETENTION_HOURS * 3_600_000);
    let released = 0;
    for (;;) {
      const batch = await this.dataSource.transaction((manager) => this.kept.releaseUnusedSince(manager, before, BATCH));
      released += batch;
      if (batch < BATCH) break;
    }
    if (released > 0) this.logger.log(`Released ${released} kept segments unused since ${before.toISOString()}`);
    return released;
  }
}
