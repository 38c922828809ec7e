import { Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';

/** Often enough for a dashboard of slow-moving figures, rarely enough that the queries cost nothing. */
export const METRICS_READING_INTERVAL_MS = 60_000;

/**
 * Figures that are facts of the database rather than events of this process (bytes kept per user,
 * jobs rendering), read once a minute, so every replica reports the same. A subclass says what to
 * read; the timer never keeps a stopping process alive, overlapping calls share the reading in
 * progress, and a failure keeps the last figures.
 */
export abstract class PeriodicMetricsReading implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(this.constructor.name);
  private timer?: NodeJS.Timeout;
  private running?: Promise<void>;

  protected abstract read(): Promise<void>;

  onApplicationBootstrap(): void {
    void this.refresh();
    this.timer = setInterval(() => void this.refresh(), METRICS_READING_INTERVAL_MS);
    this.timer.unref();
  }

  async onModuleDestroy(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }

  refresh(): Promise<void> {
    this.running ??= this.read()
      .catch((error: unknown) => this.logger.warn(`Metrics not refreshed: ${error instanceof Error ? error.message : String(error)}`))
      .finally(() => (this.running = undefined));
    return this.running;
  }
}
