import { Controller, Get, Inject, Logger, Query, Req, Res } from '@nestjs/common';
import { APP_CONFIG } from '@reelmix/service-host';
import type { Request, Response } from 'express';
import { answerError } from '../error-answer';
import { internalCaller } from '../internal-caller';
import { UploadsConfig } from '../uploads.config';
import { parsePreviewQuery } from './preview-query';
import { PreviewService } from './preview.service';

/**
 * Framing previews for the gateway, which has checked the clip belongs to the caller and passes
 * its poster, shape and framing. Images go straight back over HTTP, never through the broker.
 */
@Controller('internal/previews')
export class PreviewController {
  private readonly logger = new Logger(PreviewController.name);

  constructor(
    private readonly previews: PreviewService,
    @Inject(APP_CONFIG) private readonly config: UploadsConfig,
  ) {}

  @Get()
  async preview(@Req() request: Request, @Res() response: Response, @Query() query: Record<string, unknown>): Promise<void> {
    try {
      const { userId } = internalCaller(request, this.config.INTERNAL_TOKEN);
      const image = await this.previews.render(userId, parsePreviewQuery(userId, query));
      response.status(200).type('image/jpeg').send(image);
    } catch (error) {
      answerError(response, error, { what: 'Preview', logger: this.logger });
    }
  }
}
