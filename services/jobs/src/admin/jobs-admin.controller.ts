import { Controller } from '@nestjs/common';
import {
  type ActivityItem,
  type EmptyRequest,
  type JobDashboardView,
  type JobStatsView,
  type JobView,
  type RecentActivityRequest,
  Rpc,
  type UserIdRequest,
} from '@reelmix/contracts';
import { OnRequest } from '@reelmix/messaging';
import { JobRepository } from '../jobs/job.repository';
import { JobFiguresService } from './job-figures.service';

/** The jobs part of the admin area, as the gateway forwards it (docs/product-rules.md#the-admin-area). */
@Controller()
export class JobsAdminController {
  constructor(
    private readonly jobs: JobRepository,
    private readonly figures: JobFiguresService,
  ) {}

  /** The user detail's Video Jobs tab: every job of theirs, whatever their plan allows them to see. */
  @OnRequest(Rpc.UserJobs)
  userJobs(request: UserIdRequest): Promise<JobView[]> {
    return this.jobs.allOf(request.userId);
  }

  @OnRequest(Rpc.JobStats)
  stats(_request: EmptyRequest): Promise<JobStatsView> {
    return this.figures.stats();
  }

  @OnRequest(Rpc.JobActivity)
  activity(request: RecentActivityRequest): Promise<ActivityItem[]> {
    return this.figures.activity(request.limit);
  }

  @OnRequest(Rpc.JobDashboard)
  dashboard(request: RecentActivityRequest): Promise<JobDashboardView> {
    return this.figures.dashboard(request.limit);
  }
}
