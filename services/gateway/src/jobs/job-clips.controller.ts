import { Controller, Delete, Param, Post, Req, Res, UseGuards } from '@nestjs/common';
import { type CurrentUser, type JobView, Rpc } from '@reelmix/contracts';
import { RpcClient } from '@reelmix/messaging';
import type { Request, Response } from 'express';
import { CurrentCustomer, SessionGuard } from '../auth';
import { jobClipId, jobId } from './job-id';
import { UploadForwarding } from '../clips/upload-forwarding.service';

/**
 * Adding clips to a job and taking them out (docs/api.md): the job then renders only the
 * combinations it does not have yet. New files go to the uploads service, which keeps the library.
 */
@Controller('api/jobs/:id/clips')
@UseGuards(SessionGuard)
export class JobClipsController {
  constructor(
    private readonly rpc: RpcClient,
    private readonly uploads: UploadForwarding,
  ) {}

  @Post()
  add(@Param('id') id: string, @Req() request: Request, @Res() response: Response, @CurrentCustomer() user: CurrentUser): void {
    this.uploads.addClips(id, request, response, user);
  }

  @Delete(':clipId')
  remove(@Param('id') id: string, @Param('clipId') clip: string, @CurrentCustomer() user: CurrentUser): Promise<JobView> {
    return this.rpc.request('jobs', Rpc.RemoveJobClip, { jobId: jobId(id), clipId: jobClipId(clip), userId: user.id, plan: user.plan });
  }
}
