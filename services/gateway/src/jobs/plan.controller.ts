import { Body, Controller, Get, Param, Put, UseGuards } from '@nestjs/common';
import { type CurrentUser, type JobPlanView } from '@reelmix/contracts';
import { CurrentCustomer, SessionGuard } from '../auth';
import { CustomerJobs } from './customer-jobs.service';

/** Which combinations a job renders and how outputs are named, chosen before processing (docs/api.md). */
@Controller('api/jobs/:id/plan')
@UseGuards(SessionGuard)
export class PlanController {
  constructor(private readonly jobs: CustomerJobs) {}

  @Get()
  plan(@Param('id') id: string, @CurrentCustomer() user: CurrentUser): Promise<JobPlanView> {
    return this.jobs.plan(user, id);
  }

  @Put()
  setPlan(@Param('id') id: string, @Body() body: unknown, @CurrentCustomer() user: CurrentUser): Promise<JobPlanView> {
    return this.jobs.setPlan(user, id, body);
  }
}
