import { Injectable } from '@nestjs/common';
import { PeriodicMetricsReading, recordStoredBytes } from '@reelmix/metrics';
import { JobFiguresRepository } from '../admin/job-figures.repository';
import { JobOutputsRepository } from '../jobs/job-outputs.repository';
import { jobsProcessing } from './job-metrics';

/** The outputs' bytes per user and the jobs rendering, read once a minute. */
@Injectable()
export class JobGaugesRefresher extends PeriodicMetricsReading {
  constructor(
    private readonly outputs: JobOutputsRepository,
    private readonly figures: JobFiguresRepository,
  ) {
    super();
  }

  protected async read(): Promise<void> {
    recordStoredBytes('outputs', await this.outputs.storedBytesPerUser());
    jobsProcessing.set(await this.figures.countProcessing());
  }
}
