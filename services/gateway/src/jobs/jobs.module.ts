import { Module } from '@nestjs/common';
import { ClipsModule } from '../clips/clips.module';
import { DownloadsModule } from '../downloads/downloads.module';
import { CustomerJobs } from './customer-jobs.service';
import { JobClipsController } from './job-clips.controller';
import { JobFilesController } from './job-files.controller';
import { JobsController } from './jobs.controller';
import { PlanController } from './plan.controller';
import { JobReportsController } from './reports/job-reports.controller';

/**
 * The customer's jobs, kept by the jobs service: start, view, plan, clips, files and ads reports.
 * CustomerJobs is exported for the public API, which answers by the same code.
 */
@Module({
  imports: [ClipsModule, DownloadsModule],
  controllers: [JobsController, JobFilesController, PlanController, JobClipsController, JobReportsController],
  providers: [CustomerJobs],
  exports: [CustomerJobs],
})
export class JobsModule {}
