import { Controller, Inject, Logger, Post, Req, Res } from '@nestjs/common';
import { DomainError, ErrorCode, HTTP_STATUS_OF, type Plan, retryAfterSecondsOf } from '@reelmix/contracts';
import { APP_CONFIG, discardRestAfterAnswer } from '@reelmix/service-host';
import type { Request, Response } from 'express';
import { randomUUID, timingSafeEqual } from 'node:crypto';
import { UploadsConfig } from '../uploads.config';
import { IngestService } from './ingest.service';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

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
      const caller = this.caller(request);
      const job = await this.ingest.ingest(request, caller);
      response.status(201).json(job);
    } catch (error) {
      // A refusal is answered while the client may still be sending the rest of the upload:
      // read on briefly so it sees the answer, then close, rather than take in files nobody keeps.
      discardRestAfterAnswer(request, response);
      this.answerError(response, error);
    }
  }

  private caller(request: Request): { userId: string; plan: Plan } {
    const token = Buffer.from(String(request.headers['x-internal-token'] ?? ''));
    const expected = Buffer.from(this.config.INTERNAL_TOKEN);
    if (token.length !== expected.length || !timingSafeEqual(token, expected)) {
      throw new DomainError(ErrorCode.Forbidden, 'Uploads are accepted through the gateway only');
    }
    const userId = String(request.headers['x-user-id'] ?? '');
    const plan = String(request.headers['x-user-plan'] ?? '');
    if (!UUID.test(userId) || (plan !== 'free' && plan !== 'pro')) {
      throw new DomainError(ErrorCode.ValidationFailed, 'Missing caller identity');
    }
    return { userId, plan };
  }

  private answerError(response: Response, error: unknown): void {
    if (error instanceof DomainError) {
      // A quota's refusal says when to come back, as the gateway's filter does for its own 429s.
      const retryAfter = retryAfterSecondsOf(error);
      if (retryAfter !== undefined) response.setHeader('Retry-After', String(retryAfter));
      response.status(HTTP_STATUS_OF[error.code]).json({ error: error.message, message: error.message, code: error.code, details: error.details });
      return;
    }
    const errorId = randomUUID();
    this.logger.error(`Upload failed, error id ${errorId}: ${error instanceof Error ? error.stack : String(error)}`);
    response.status(500).json({ error: 'Upload failed', message: 'Upload failed', code: ErrorCode.Internal, errorId });
  }
}
