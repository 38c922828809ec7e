import { Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { PeriodicTask } from '@reelmix/scheduling';

/** Often enough for a dashboard of slow-moving figures, rarely enough that the queries cost nothing. */
export const METRICS_READING_INTERVAL_MS = 60_000;

/**
 * Figures that are facts of the database rather than events of this process (bytes kept per user,
 * jobs rendering), read at start-up and once a minute, so every replica reports the same. A
 * subclass says what to read; a failure keeps the last figures.
 */
export abstract class PeriodicMetricsReading implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly task = new PeriodicTask({
    name: 'Metrics reading',
    everyMs: METRICS_READING_INTERVAL_MS,
    firstDelayMs: 0,
    logger: new Logger(this.constructor.name),
    run: () => this.read(),
  });

  protected abstract read(): Promise<void>;

  onApplicationBootstrap(): void {
    this.task.start();
  }

  onModuleDestroy(): Promise<void> {
    return this.task.stop();
  }

  /** Reads now; a call during a reading joins it. */
  async refresh(): Promise<void> {
    await this.task.runNow();
  }
}
