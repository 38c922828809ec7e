import { Controller, Post, Req, Res, UseGuards } from '@nestjs/common';
import { type CurrentUser } from '@reelmix/contracts';
import type { Request, Response } from 'express';
import { CurrentCustomer, SessionGuard } from '../auth';
import { UploadForwarding } from './upload-forwarding.service';

/** `POST /api/upload` (docs/api.md): a new job's clips, streamed on to the uploads service. */
@Controller('api/upload')
@UseGuards(SessionGuard)
export class UploadController {
  constructor(private readonly uploads: UploadForwarding) {}

  @Post()
  upload(@Req() request: Request, @Res() response: Response, @CurrentCustomer() user: CurrentUser): void {
    this.uploads.newJob(request, response, user);
  }
}
