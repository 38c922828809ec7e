import { Body, Controller, Get, Param, Patch, Post, UseGuards } from '@nestjs/common';
import { type CurrentUser, type JobView, type ProcessAnswer } from '@reelmix/contracts';
import { CurrentCustomer, SessionGuard } from '../auth';
import { CustomerJobs } from './customer-jobs.service';

/**
 * A job's start and progress (docs/api.md). Free users open only the job their history lists
 * (the latest); older ones answer 403 (docs/product-rules.md#video-history).
 *
 * `GET /api/jobs/user` is the history's (HistoryController): its module is registered before this
 * one (gateway.module.ts), so "user" never reaches `jobs/:id` as a job id.
 */
@Controller('api')
@UseGuards(SessionGuard)
export class JobsController {
  constructor(private readonly jobs: CustomerJobs) {}

  @Post('process/:id')
  process(@Param('id') id: string, @CurrentCustomer() user: CurrentUser): Promise<ProcessAnswer> {
    return this.jobs.start(user, id);
  }

  @Get('jobs/:id')
  job(@Param('id') id: string, @CurrentCustomer() user: CurrentUser): Promise<JobView> {
    return this.jobs.get(user, id);
  }

  /** `{ name }`: the job's new name (contracts job-name); answers the job. */
  @Patch('jobs/:id')
  rename(@Param('id') id: string, @Body() body: unknown, @CurrentCustomer() user: CurrentUser): Promise<JobView> {
    return this.jobs.rename(user, id, body);
  }
}
