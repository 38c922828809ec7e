import { DynamicModule, Module } from '@nestjs/common';
import { ServiceHostModule } from '@reelmix/service-host';
import { JobClip } from './jobs/job-clip.entity';
import { JobDownloadsService } from './jobs/job-downloads.service';
import { JobOutput } from './jobs/job-output.entity';
import { JobSegment } from './jobs/job-segment.entity';
import { Job } from './jobs/job.entity';
import { JobRepository } from './jobs/job.repository';
import { JobsRpcController } from './jobs/jobs-rpc.controller';
import { JobsService } from './jobs/jobs.service';
import { JobsConfig } from './jobs.config';
import { CreateJobs1763700001000 } from './migrations/1763700001000-create-jobs';
import { RenderResultsConsumer } from './results/render-results.consumer';
import { RenderResultsService } from './results/render-results.service';

/** Render jobs: their combinations, outputs, progress and history. Owns the `jobs` Postgres schema. */
@Module({})
export class JobsModule {
  static register(config: JobsConfig): DynamicModule {
    return {
      module: JobsModule,
      imports: [
        ServiceHostModule.forService({
          name: 'jobs',
          storage: true,
          config,
          database: { entities: [Job, JobClip, JobSegment, JobOutput], migrations: [CreateJobs1763700001000] },
        }),
      ],
      controllers: [JobsRpcController, RenderResultsConsumer],
      providers: [JobRepository, JobsService, JobDownloadsService, RenderResultsService],
    };
  }
}
