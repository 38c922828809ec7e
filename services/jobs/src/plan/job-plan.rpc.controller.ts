import { Controller } from '@nestjs/common';
import { type JobPlanView, JobLookupRequest, Rpc, SetJobPlanRequest } from '@reelmix/contracts';
import { OnRequest } from '@reelmix/messaging';
import { JobPlanService } from './job-plan.service';

@Controller()
export class JobPlanRpcController {
  constructor(private readonly plans: JobPlanService) {}

  @OnRequest(Rpc.JobPlan)
  view(request: JobLookupRequest): Promise<JobPlanView> {
    return this.plans.view(request);
  }

  @OnRequest(Rpc.SetJobPlan)
  set(request: SetJobPlanRequest): Promise<JobPlanView> {
    return this.plans.set(request);
  }
}
