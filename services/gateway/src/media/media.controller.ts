import { Controller, Get, Param, Post, Query, Req, Res, UseGuards } from '@nestjs/common';
import { type CurrentUser, type JobView, type ProcessAnswer } from '@reelmix/contracts';
import type { Request, Response } from 'express';
import { CurrentCustomer, SessionGuard } from '../auth';
import { CustomerJobs } from './customer-jobs.service';
import { HistoryService } from './history.service';
import { sendHistory } from './send-history';
import { UploadForwarding } from './upload-forwarding.service';

/**
 * The main job's calls (docs/api.md): upload, process, progress, history, downloads. Free
 * users open only the job their history lists (the latest); older ones answer 403 (docs/product-rules.md#video-history).
 */
@Controller('api')
@UseGuards(SessionGuard)
export class MediaController {
  constructor(
    private readonly jobs: CustomerJobs,
    private readonly uploads: UploadForwarding,
    private readonly histories: HistoryService,
  ) {}

  @Post('upload')
  upload(@Req() request: Request, @Res() response: Response, @CurrentCustomer() user: CurrentUser): void {
    this.uploads.newJob(request, response, user);
  }

  @Post('process/:id')
  process(@Param('id') id: string, @CurrentCustomer() user: CurrentUser): Promise<ProcessAnswer> {
    return this.jobs.start(user, id);
  }

  // Declared before jobs/:id so "user" is not read as a job id.
  @Get(['jobs/user', 'jobs'])
  async history(@CurrentCustomer() user: CurrentUser, @Req() request: Request, @Res() response: Response): Promise<void> {
    sendHistory(response, await this.histories.answer(user, request.headers['if-none-match']));
  }

  @Get('jobs/:id')
  job(@Param('id') id: string, @CurrentCustomer() user: CurrentUser): Promise<JobView> {
    return this.jobs.get(user, id);
  }

  /** `?files=a.mp4,b.mp4` zips that selection only. */
  @Get('jobs/:id/download')
  archive(@Param('id') id: string, @Query('files') files: unknown, @CurrentCustomer() user: CurrentUser, @Res() response: Response): Promise<void> {
    return this.jobs.sendArchive(user, id, files, response);
  }

  /** Another user's file answers 404, exactly like a missing one. */
  @Get('videos/:fileName')
  video(@Param('fileName') fileName: string, @Req() request: Request, @Res() response: Response, @CurrentCustomer() user: CurrentUser): Promise<void> {
    return this.jobs.sendOutput(user, fileName, request.headers.range, response);
  }
}
