import { Body, Controller, Get, Param, Put, UseGuards } from '@nestjs/common';
import { CombinationPlanSettingsBody, type CurrentUser, type JobPlanView, Rpc } from '@reelmix/contracts';
import { RpcClient } from '@reelmix/messaging';
import { CurrentCustomer, SessionGuard, validateBody } from '../auth';
import { jobId } from './job-id';

/** Which combinations a job renders and how outputs are named, chosen before processing (docs/api.md). */
@Controller('api/jobs/:id/plan')
@UseGuards(SessionGuard)
export class PlanController {
  constructor(private readonly rpc: RpcClient) {}

  @Get()
  plan(@Param('id') id: string, @CurrentCustomer() user: CurrentUser): Promise<JobPlanView> {
    return this.rpc.request('jobs', Rpc.JobPlan, { jobId: jobId(id), userId: user.id, fullHistory: user.isPro });
  }

  @Put()
  async setPlan(@Param('id') id: string, @Body() body: unknown, @CurrentCustomer() user: CurrentUser): Promise<JobPlanView> {
    const settings = await validateBody(CombinationPlanSettingsBody, body);
    return this.rpc.request('jobs', Rpc.SetJobPlan, { jobId: jobId(id), userId: user.id, fullHistory: user.isPro, settings });
  }
}
