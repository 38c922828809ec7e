import { Body, Controller, Get, Param, Put } from '@nestjs/common';
import { ApiBody, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { CurrentUser, JobPlanView } from '@reelmix/contracts';
import { CurrentCustomer } from '../auth';
import { CustomerJobs } from '../jobs/customer-jobs.service';
import { ApiKeyProtected } from './api-key-protected.decorator';
import { ApiRefusals } from './openapi/api-refusals';
import { JobPlanViewSchema, PlanSettingsSchema } from './openapi/job-plan.schema';

/** Which combinations a job renders and how its outputs are named, through the public API. */
@Controller('api/v1/jobs/:id/plan')
@ApiKeyProtected()
@ApiTags('Jobs')
export class V1JobPlanController {
  constructor(private readonly jobs: CustomerJobs) {}

  @Get()
  @ApiOperation({ summary: 'Get a job\'s plan', description: 'Every intro × body × cta with its length, whether it is chosen and, when left out, why.' })
  @ApiOkResponse({ type: JobPlanViewSchema })
  @ApiRefusals(403, 404)
  plan(@Param('id') id: string, @CurrentCustomer() user: CurrentUser): Promise<JobPlanView> {
    return this.jobs.plan(user, id);
  }

  @Put()
  @ApiOperation({ summary: 'Set a job\'s plan', description: 'Rules that leave pairs out, a length budget, a balanced subset and the names\' template. A finished job that now chooses combinations it lacks is `pending` again.' })
  @ApiBody({ type: PlanSettingsSchema })
  @ApiOkResponse({ type: JobPlanViewSchema })
  @ApiRefusals(400, 403, 404, 409)
  setPlan(@Param('id') id: string, @Body() body: unknown, @CurrentCustomer() user: CurrentUser): Promise<JobPlanView> {
    return this.jobs.setPlan(user, id, body);
  }
}
