import { Controller, Inject, Logger, Param, Post, Req, Res } from '@nestjs/common';
import { APP_CONFIG, discardRestAfterAnswer } from '@reelmix/service-host';
import type { Request, Response } from 'express';
import { answerError } from '../error-answer';
import { uploadingCaller, UUID } from '../internal-caller';
import { UploadsConfig } from '../uploads.config';
import { JobClipsService } from './job-clips.service';
import { UploadsErrors } from '../uploads-errors';

/**
 * `POST /api/jobs/{id}/clips`, streamed here by the gateway as it streams uploads: the same
 * multipart form of files and library clip ids, the caller in headers behind the internal token.
 */
@Controller('internal/jobs')
export class JobClipsController {
  private readonly logger = new Logger(JobClipsController.name);

  constructor(
    private readonly jobClips: JobClipsService,
    @Inject(APP_CONFIG) private readonly config: UploadsConfig,
  ) {}

  @Post(':jobId/clips')
  async add(@Req() request: Request, @Res() response: Response, @Param('jobId') jobId: string): Promise<void> {
    try {
      const caller = uploadingCaller(request, this.config.INTERNAL_TOKEN);
      // Not a job id at all: no job to add to, answered as jobs answers one that is not the caller's.
      if (!UUID.test(jobId)) throw UploadsErrors.jobNotFound();
      const job = await this.jobClips.add(request, caller, jobId);
      response.status(200).json(job);
    } catch (error) {
      // As for an upload: the client may still be sending files nobody will keep.
      discardRestAfterAnswer(request, response);
      answerError(response, error, { what: 'Adding clips', logger: this.logger });
    }
  }
}
