import { Inject, Injectable } from '@nestjs/common';
import { type CurrentUser } from '@reelmix/contracts';
import { APP_CONFIG } from '@reelmix/service-host';
import type { Request, Response } from 'express';
import { GatewayConfig } from '../gateway.config';
import { jobId } from '../jobs/job-id';
import { proxyUpload } from './upload-proxy';

/**
 * Where a customer's multipart uploads go: the uploads service, which checks the files, the plan's
 * limits and the library clip ids. The app's routes and the public API forward through here alike.
 */
@Injectable()
export class UploadForwarding {
  constructor(@Inject(APP_CONFIG) private readonly config: GatewayConfig) {}

  /** A new job from parts `intro`, `body`, `cta` and fields `placements`, `framing`; uploads answers 201 with the JobView. */
  newJob(request: Request, response: Response, user: CurrentUser): void {
    this.forward(request, response, user, '/internal/uploads');
  }

  /** More clips for a job that is not rendering; uploads answers 200 with the JobView. */
  addClips(id: string, request: Request, response: Response, user: CurrentUser): void {
    this.forward(request, response, user, `/internal/jobs/${jobId(id)}/clips`);
  }

  private forward(request: Request, response: Response, user: CurrentUser, path: string): void {
    proxyUpload(
      request,
      response,
      { url: this.config.UPLOADS_URL, token: this.config.INTERNAL_TOKEN, path },
      { userId: user.id, plan: user.plan },
    );
  }
}
