import { Controller, Inject, Logger, Post, Req, Res } from '@nestjs/common';
import { APP_CONFIG, discardRestAfterAnswer } from '@reelmix/service-host';
import type { Request, Response } from 'express';
import { answerError } from '../error-answer';
import { uploadingCaller } from '../internal-caller';
import { UploadsConfig } from '../uploads.config';
import { IngestService } from './ingest.service';

/**
 * The gateway streams customer uploads here after checking the session; the caller's identity and
 * plan arrive in headers, trusted only with the shared internal token. Bytes go straight from
 * this request into the ingest pipeline, never through the broker.
 */
@Controller('internal/uploads')
export class IngestController {
  private readonly logger = new Logger(IngestController.name);

  constructor(
    private readonly ingest: IngestService,
    @Inject(APP_CONFIG) private readonly config: UploadsConfig,
  ) {}

  @Post()
  async upload(@Req() request: Request, @Res() response: Response): Promise<void> {
    try {
      const caller = uploadingCaller(request, this.config.INTERNAL_TOKEN);
      const job = await this.ingest.ingest(request, caller);
      response.status(201).json(job);
    } catch (error) {
      // A refusal is answered while the client may still be sending the rest of the upload:
      // read on briefly so it sees the answer, then close, rather than take in files nobody keeps.
      discardRestAfterAnswer(request, response);
      answerError(response, error, { what: 'Upload', logger: this.logger });
    }
  }
}
