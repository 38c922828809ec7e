import { Controller, Delete, Inject, Param, Post, Req, Res, UseGuards } from '@nestjs/common';
import { type CurrentUser, type JobView, Rpc } from '@reelmix/contracts';
import { RpcClient } from '@reelmix/messaging';
import { APP_CONFIG } from '@reelmix/service-host';
import type { Request, Response } from 'express';
import { CurrentCustomer, SessionGuard } from '../auth';
import { GatewayConfig } from '../gateway.config';
import { jobClipId, jobId } from './job-id';
import { proxyUpload } from './upload-proxy';

/**
 * Adding clips to a job and taking them out (docs/api.md): the job then renders only the
 * combinations it does not have yet. New files go to the uploads service, which keeps the library.
 */
@Controller('api/jobs/:id/clips')
@UseGuards(SessionGuard)
export class JobClipsController {
  constructor(
    private readonly rpc: RpcClient,
    @Inject(APP_CONFIG) private readonly config: GatewayConfig,
  ) {}

  @Post()
  add(@Param('id') id: string, @Req() request: Request, @Res() response: Response, @CurrentCustomer() user: CurrentUser): void {
    proxyUpload(
      request,
      response,
      { url: this.config.UPLOADS_URL, token: this.config.INTERNAL_TOKEN, path: `/internal/jobs/${jobId(id)}/clips` },
      { userId: user.id, plan: user.isPro ? 'pro' : 'free' },
    );
  }

  @Delete(':clipId')
  remove(@Param('id') id: string, @Param('clipId') clip: string, @CurrentCustomer() user: CurrentUser): Promise<JobView> {
    return this.rpc.request('jobs', Rpc.RemoveJobClip, { jobId: jobId(id), clipId: jobClipId(clip), userId: user.id, fullHistory: user.isPro });
  }
}
