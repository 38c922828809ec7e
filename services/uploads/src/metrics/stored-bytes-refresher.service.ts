import { Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { recordStoredBytes } from './stored-bytes-metrics';

/** Often enough for a dashboard of slow-moving figures, rarely enough that the query costs nothing. */
export const STORED_BYTES_REFRESH_MS = 60_000;

/**
 * Reads the library clips' bytes per user once a minute: a fact of the database, not an event of
 * this process, so every replica reports the same figures.
 */
@Injectable()
export class StoredBytesRefresher implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(StoredBytesRefresher.name);
  private timer?: NodeJS.Timeout;
  private running?: Promise<void>;

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  onApplicationBootstrap(): void {
    void this.refresh();
    this.timer = setInterval(() => void this.refresh(), STORED_BYTES_REFRESH_MS);
    // A metrics timer must never be what keeps a stopping process alive.
    this.timer.unref();
  }

  async onModuleDestroy(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }

  /** One reading; overlapping calls share the one in progress, and a failure keeps the last figures. */
  refresh(): Promise<void> {
    this.running ??= this.read()
      .catch((error: unknown) => this.logger.warn(`Stored bytes metrics not refreshed: ${error instanceof Error ? error.message : String(error)}`))
      .finally(() => (this.running = undefined));
    return this.running;
  }

  private async read(): Promise<void> {
    // One aggregate over the index on user_id: a row per user with clips, only the byte count in it.
    const perUser: Array<{ bytes: string }> = await this.dataSource.query(`SELECT SUM("size_bytes")::text AS "bytes" FROM "uploads"."clips" GROUP BY "user_id"`);
    recordStoredBytes('clips', perUser.map((row) => Number(row.bytes)));
  }
}
