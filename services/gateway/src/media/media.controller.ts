import { Controller, Get, Inject, Param, Post, Query, Req, Res, UseGuards } from '@nestjs/common';
import { DOWNLOAD_NAME_PATTERN, DomainError, ErrorCode, type CurrentUser, type JobView, type ProcessAnswer, Rpc } from '@reelmix/contracts';
import { RpcClient } from '@reelmix/messaging';
import { APP_CONFIG } from '@reelmix/service-host';
import type { Request, Response } from 'express';
import { CurrentCustomer, SessionGuard } from '../auth';
import { GatewayConfig } from '../gateway.config';
import { HistoryService } from './history.service';
import { jobId } from './job-id';
import { selectedFiles } from './selected-files';
import { proxyUpload } from './upload-proxy';
import { VideoDeliveryService } from './video-delivery.service';


/**
 * The main job's calls (customer-spec §7): upload, process, progress, history, downloads. Free
 * users open only the job their history lists (the latest); older ones answer 403 (§6, §8).
 */
@Controller('api')
@UseGuards(SessionGuard)
export class MediaController {
  constructor(
    private readonly rpc: RpcClient,
    private readonly delivery: VideoDeliveryService,
    private readonly histories: HistoryService,
    @Inject(APP_CONFIG) private readonly config: GatewayConfig,
  ) {}

  @Post('upload')
  upload(@Req() request: Request, @Res() response: Response, @CurrentCustomer() user: CurrentUser): void {
    proxyUpload(
      request,
      response,
      { url: this.config.UPLOADS_URL, token: this.config.INTERNAL_TOKEN, path: '/internal/uploads' },
      { userId: user.id, plan: user.isPro ? 'pro' : 'free' },
    );
  }

  @Post('process/:id')
  process(@Param('id') id: string, @CurrentCustomer() user: CurrentUser): Promise<ProcessAnswer> {
    return this.rpc.request('jobs', Rpc.StartJob, { jobId: jobId(id), userId: user.id, priority: user.isPro });
  }

  // Declared before jobs/:id so "user" is not read as a job id.
  @Get(['jobs/user', 'jobs'])
  async history(@CurrentCustomer() user: CurrentUser, @Req() request: Request, @Res() response: Response): Promise<void> {
    const { etag, body } = await this.histories.answer(user, request.headers['if-none-match']);
    // Every use revalidates: a history changes as renders finish.
    response.setHeader('Cache-Control', 'private, no-cache');
    response.setHeader('ETag', etag);
    if (!body) {
      response.status(304).end();
      return;
    }
    response.type('application/json').send(body);
  }

  @Get('jobs/:id')
  job(@Param('id') id: string, @CurrentCustomer() user: CurrentUser): Promise<JobView> {
    return this.rpc.request('jobs', Rpc.GetJob, { jobId: jobId(id), userId: user.id, fullHistory: user.isPro });
  }

  /** `?files=a.mp4,b.mp4` zips that selection only. */
  @Get('jobs/:id/download')
  async archive(@Param('id') id: string, @Query('files') files: unknown, @CurrentCustomer() user: CurrentUser, @Res() response: Response): Promise<void> {
    const fileNames = selectedFiles(files);
    const archive = await this.rpc.request('jobs', Rpc.JobArchive, { jobId: jobId(id), userId: user.id, fullHistory: user.isPro, ...(fileNames ? { fileNames } : {}) });
    await this.delivery.sendArchive(archive, response);
  }

  /** Another user's file answers 404, exactly like a missing one. */
  @Get('videos/:fileName')
  async video(
    @Param('fileName') fileName: string,
    @Req() request: Request,
    @Res() response: Response,
    @CurrentCustomer() user: CurrentUser,
  ): Promise<void> {
    if (!DOWNLOAD_NAME_PATTERN.test(fileName)) throw new DomainError(ErrorCode.NotFound, 'Video not found');
    const output = await this.rpc.request('jobs', Rpc.FindOutput, { userId: user.id, downloadName: fileName, fullHistory: user.isPro });
    await this.delivery.sendVideo(output, request.headers.range, response);
  }
}
