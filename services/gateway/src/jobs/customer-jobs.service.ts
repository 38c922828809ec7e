import { Injectable } from '@nestjs/common';
import {
  CombinationPlanSettingsBody,
  type CurrentUser,
  DOWNLOAD_NAME_PATTERN,
  type JobPlanView,
  type JobView,
  type ProcessAnswer,
  RenameJobBody,
  Rpc,
} from '@reelmix/contracts';
import { RpcClient } from '@reelmix/messaging';
import type { Response } from 'express';
import { validateBody } from '../auth/validate-body';
import { jobId } from './job-id';
import { withNormalisedTexts } from './plan-texts';
import { selectedFiles } from './selected-files';
import { VideoDeliveryService } from '../downloads/video-delivery.service';
import { GatewayErrors } from '../gateway-errors';

/**
 * A customer's calls on their jobs, whoever signed them in: the app's session routes and the
 * public API (`/api/v1`) both go through here, so both apply the same plan rules and ownership
 * checks. Another user's job answers 404 and a free user's older job 403, as the jobs service rules.
 */
@Injectable()
export class CustomerJobs {
  constructor(
    private readonly rpc: RpcClient,
    private readonly delivery: VideoDeliveryService,
  ) {}

  start(user: CurrentUser, id: string): Promise<ProcessAnswer> {
    return this.rpc.request('jobs', Rpc.StartJob, { jobId: jobId(id), userId: user.id, plan: user.plan });
  }

  get(user: CurrentUser, id: string): Promise<JobView> {
    return this.rpc.request('jobs', Rpc.GetJob, { jobId: jobId(id), userId: user.id, plan: user.plan });
  }

  async rename(user: CurrentUser, id: string, body: unknown): Promise<JobView> {
    const { name } = await validateBody(RenameJobBody, body);
    return this.rpc.request('jobs', Rpc.RenameJob, { jobId: jobId(id), userId: user.id, plan: user.plan, name });
  }

  plan(user: CurrentUser, id: string): Promise<JobPlanView> {
    return this.rpc.request('jobs', Rpc.JobPlan, { jobId: jobId(id), userId: user.id, plan: user.plan });
  }

  async setPlan(user: CurrentUser, id: string, body: unknown): Promise<JobPlanView> {
    const settings = withNormalisedTexts(await validateBody(CombinationPlanSettingsBody, body));
    return this.rpc.request('jobs', Rpc.SetJobPlan, { jobId: jobId(id), userId: user.id, plan: user.plan, settings });
  }

  /** The job's zip; `files` is the `?files=a.mp4,b.mp4` query, a selection of its outputs. */
  async sendArchive(user: CurrentUser, id: string, files: unknown, response: Response): Promise<void> {
    const fileNames = selectedFiles(files);
    const archive = await this.rpc.request('jobs', Rpc.JobArchive, { jobId: jobId(id), userId: user.id, plan: user.plan, ...(fileNames ? { fileNames } : {}) });
    await this.delivery.sendArchive(archive, response);
  }

  /** One output by its download name (`{jobId}--{file}`); another user's file answers 404, exactly like a missing one. */
  async sendOutput(user: CurrentUser, downloadName: string, rangeHeader: string | undefined, response: Response): Promise<void> {
    if (!DOWNLOAD_NAME_PATTERN.test(downloadName)) throw GatewayErrors.videoNotFound();
    const output = await this.rpc.request('jobs', Rpc.FindOutput, { userId: user.id, downloadName, plan: user.plan });
    await this.delivery.sendVideo(output, rangeHeader, response);
  }
}
