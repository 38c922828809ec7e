import { Controller, Get, Inject, Param, Post, Req, Res, UseGuards } from '@nestjs/common';
import { DomainError, ErrorCode, type CurrentUser, type JobView, type ProcessAnswer, Rpc } from '@reelmix/contracts';
import { RpcClient } from '@reelmix/messaging';
import { APP_CONFIG } from '@reelmix/service-host';
import type { Request, Response } from 'express';
import { CurrentCustomer, SessionGuard } from '../auth';
import { GatewayConfig } from '../gateway.config';
import { HistoryService } from './history.service';
import { proxyUpload } from './upload-proxy';
import { VideoDeliveryService } from './video-delivery.service';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function jobId(id: string): string {
  if (!UUID.test(id)) throw new DomainError(ErrorCode.NotFound, 'Job not found');
  return id;
}

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
      { url: this.config.UPLOADS_URL, token: this.config.INTERNAL_TOKEN },
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

  @Get('jobs/:id/download')
  async archive(@Param('id') id: string, @CurrentCustomer() user: CurrentUser, @Res() response: Response): Promise<void> {
    const archive = await this.rpc.request('jobs', Rpc.JobArchive, { jobId: jobId(id), userId: user.id, fullHistory: user.isPro });
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
    if (!/^[0-9a-f-]{36}--[A-Za-z0-9_.-]{1,200}$/.test(fileName)) throw new DomainError(ErrorCode.NotFound, 'Video not found');
    const output = await this.rpc.request('jobs', Rpc.FindOutput, { userId: user.id, downloadName: fileName, fullHistory: user.isPro });
    await this.delivery.sendVideo(output, request.headers.range, response);
  }
}
