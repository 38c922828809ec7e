import { Injectable } from '@nestjs/common';
import { PeriodicMetricsReading, recordStoredBytes } from '@reelmix/metrics';
import { ClipsRepository } from '../library/clips.repository';

/** The library clips' bytes per user, read once a minute. */
@Injectable()
export class StoredBytesRefresher extends PeriodicMetricsReading {
  constructor(private readonly clips: ClipsRepository) {
    super();
  }

  protected async read(): Promise<void> {
    recordStoredBytes('clips', await this.clips.storedBytesPerUser());
  }
}
