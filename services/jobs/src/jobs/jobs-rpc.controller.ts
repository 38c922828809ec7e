import { Controller } from '@nestjs/common';
import {
  CreateJobRequest,
  historyLength,
  type HistoryVersion,
  JobArchive,
  JobArchiveRequest,
  JobLookupRequest,
  JobOfUserRequest,
  JobView,
  ListJobsRequest,
  OutputLocation,
  OutputLookupRequest,
  ProcessAnswer,
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
    return this.jobsService.start(request.userId, request.jobId, request.priority);
  }

  @OnRequest(Rpc.GetJob)
  get(request: JobLookupRequest): Promise<JobView> {
    return this.jobs.openView(request.userId, request.jobId, request.fullHistory);
  }

  @OnRequest(Rpc.ListJobs)
  list(request: ListJobsRequest): Promise<JobView[]> {
    return this.jobs.list(request.userId, historyLength(request));
  }

  @OnRequest(Rpc.HistoryVersion)
  async historyVersion(request: ListJobsRequest): Promise<HistoryVersion> {
    return { version: await this.jobs.historyVersion(request.userId, historyLength(request)) };
  }

  @OnRequest(Rpc.FindOutput)
  output(request: OutputLookupRequest): Promise<OutputLocation> {
    return this.downloads.output(request.userId, request.downloadName, request.fullHistory);
  }

  @OnRequest(Rpc.StoredOutputs)
  async storedBytes(request: StoredOutputsRequest): Promise<StoredOutputsView> {
    return { bytes: await this.storedOutputs.bytesOf(request.userId) };
  }

  @OnRequest(Rpc.JobArchive)
  archive(request: JobArchiveRequest): Promise<JobArchive> {
    return this.downloads.archive(request.userId, request.jobId, request.fullHistory, request.fileNames);
  }
}
