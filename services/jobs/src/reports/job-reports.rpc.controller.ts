import { Controller } from '@nestjs/common';
import {
  CreateJobReportRequest,
  type DeletedJobReport,
  JobLookupRequest,
  JobReportRequest,
  type JobReportSummary,
  type JobReportView,
  type OtherJobsNames,
  Rpc,
  UpdateJobReportRequest,
} from '@reelmix/contracts';
import { OnRequest } from '@reelmix/messaging';
import { JobReportsService } from './job-reports.service';

@Controller()
export class JobReportsRpcController {
  constructor(private readonly reports: JobReportsService) {}

  @OnRequest(Rpc.CreateJobReport)
  create(request: CreateJobReportRequest): Promise<JobReportView> {
    return this.reports.create(request);
  }

  @OnRequest(Rpc.ListJobReports)
  list(request: JobLookupRequest): Promise<JobReportSummary[]> {
    return this.reports.list(request);
  }

  @OnRequest(Rpc.OtherJobsNames)
  otherJobsNames(request: JobLookupRequest): Promise<OtherJobsNames> {
    return this.reports.otherJobsNames(request);
  }

  @OnRequest(Rpc.GetJobReport)
  get(request: JobReportRequest): Promise<JobReportView> {
    return this.reports.get(request);
  }

  @OnRequest(Rpc.UpdateJobReport)
  update(request: UpdateJobReportRequest): Promise<JobReportView> {
    return this.reports.update(request);
  }

  @OnRequest(Rpc.DeleteJobReport)
  delete(request: JobReportRequest): Promise<DeletedJobReport> {
    return this.reports.delete(request);
  }
}
