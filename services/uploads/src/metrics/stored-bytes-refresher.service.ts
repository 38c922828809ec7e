import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { PeriodicMetricsReading, recordStoredBytes } from '@reelmix/metrics';
import { DataSource } from 'typeorm';

/** The library clips' bytes per user, read once a minute. */
@Injectable()
export class StoredBytesRefresher extends PeriodicMetricsReading {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {
    super();
  }

  protected async read(): Promise<void> {
    // One aggregate over the index on user_id: a row per user with clips, only the byte count in it.
    const perUser: Array<{ bytes: string }> = await this.dataSource.query(`SELECT SUM("size_bytes")::text AS "bytes" FROM "uploads"."clips" GROUP BY "user_id"`);
    recordStoredBytes('clips', perUser.map((row) => Number(row.bytes)));
  }
}
