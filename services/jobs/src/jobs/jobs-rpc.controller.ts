import { Controller } from '@nestjs/common';
import {
  CreateJobRequest,
  type HistoryVersion,
  JobArchive,
  JobArchiveRequest,
  JobOfUserRequest,
  JobView,
  historyDepthOf,
  ListJobsRequest,
  OpenJobRequest,
  OutputLocation,
  OutputLookupRequest,
  ProcessAnswer,
  RenameJobRequest,
  Rpc,
  StoredOutputsRequest,
  StoredOutputsView,
} from '@reelmix/contracts';
import { OnRequest } from '@reelmix/messaging';
import { StoredOutputsRepository } from '../quotas/stored-outputs.repository';
import { JobDownloadsService } from './job-downloads.service';
import { JobRepository } from './job.repository';
import { JobsService } from './jobs.service';

@Controller()
export class JobsRpcController {
  constructor(
    private readonly jobsService: JobsService,
    private readonly jobs: JobRepository,
    private readonly downloads: JobDownloadsService,
    private readonly storedOutputs: StoredOutputsRepository,
  ) {}

  @OnRequest(Rpc.CreateJob)
  create(request: CreateJobRequest): Promise<JobView> {
    return this.jobsService.create(request);
  }

  @OnRequest(Rpc.StartJob)
  start(request: JobOfUserRequest): Promise<ProcessAnswer> {
    return this.jobsService.start(request.userId, request.jobId, request.plan);
  }

  @OnRequest(Rpc.RenameJob)
  rename(request: RenameJobRequest): Promise<JobView> {
    return this.jobsService.rename(request);
  }

  @OnRequest(Rpc.GetJob)
  get(request: OpenJobRequest): Promise<JobView> {
    return this.jobs.openView(request.userId, request.jobId, request.plan);
  }

  @OnRequest(Rpc.ListJobs)
  list(request: ListJobsRequest): Promise<JobView[]> {
    return this.jobs.list(request.userId, historyDepthOf(request.plan));
  }

  @OnRequest(Rpc.HistoryVersion)
  async historyVersion(request: ListJobsRequest): Promise<HistoryVersion> {
    return { version: await this.jobs.historyVersion(request.userId, historyDepthOf(request.plan)) };
  }

  @OnRequest(Rpc.FindOutput)
  output(request: OutputLookupRequest): Promise<OutputLocation> {
    return this.downloads.output(request.userId, request.downloadName, request.plan);
  }

  @OnRequest(Rpc.StoredOutputs)
  async storedBytes(request: StoredOutputsRequest): Promise<StoredOutputsView> {
    return { bytes: await this.storedOutputs.bytesOf(request.userId) };
  }

  @OnRequest(Rpc.JobArchive)
  archive(request: JobArchiveRequest): Promise<JobArchive> {
    return this.downloads.archive(request.userId, request.jobId, request.plan, request.fileNames);
  }
}
