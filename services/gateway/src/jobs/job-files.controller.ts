import { Controller, Get, Param, Query, Req, Res, UseGuards } from '@nestjs/common';
import { type CurrentUser } from '@reelmix/contracts';
import type { Request, Response } from 'express';
import { CurrentCustomer, SessionGuard } from '../auth';
import { CustomerJobs } from './customer-jobs.service';

/** A job's finished files for the signed-in owner (docs/api.md): the zip, or one video, seekable. */
@Controller('api')
@UseGuards(SessionGuard)
export class JobFilesController {
  constructor(private readonly jobs: CustomerJobs) {}

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
