import { Controller, Get, Param, Query, Req, Res, UseFilters } from '@nestjs/common';
import { DOWNLOAD_NAME_PATTERN, NOTIFIED_JOB, Rpc } from '@reelmix/contracts';
import { RpcClient } from '@reelmix/messaging';
import { downloadResource } from '@reelmix/storage';
import type { Request, Response } from 'express';
import { VideoDeliveryService } from './video-delivery.service';
import { DownloadLinksService } from './download-links.service';
import { LinkProblemFilter } from './link-problem.filter';
import { GatewayErrors } from '../gateway-errors';
import { jobId } from '../jobs/job-id';

/**
 * The download links of the job-completed e-mail, which may be opened on a device with no
 * session: the signed query names the owner, and jobs is asked as that owner, so a link opens
 * exactly one of its owner's files (or its owner's zip) until it expires.
 *
 * `NOTIFIED_JOB` in place of a plan: a link is for the job the e-mail announced and works for as
 * long as the e-mail says, even if a free user has started a newer job since. The expiry bounds it.
 *
 * A link that cannot be served sends a browser to the web app's explanation page (LinkProblemFilter).
 */
@Controller('api/links')
@UseFilters(LinkProblemFilter)
export class DownloadLinksController {
  constructor(
    private readonly rpc: RpcClient,
    private readonly delivery: VideoDeliveryService,
    private readonly links: DownloadLinksService,
  ) {}

  @Get('videos/:fileName')
  async video(
    @Param('fileName') fileName: string,
    @Query() query: Record<string, unknown>,
    @Req() request: Request,
    @Res() response: Response,
  ): Promise<void> {
    if (!DOWNLOAD_NAME_PATTERN.test(fileName)) throw GatewayErrors.videoNotFound();
    const userId = this.links.ownerOf(downloadResource.video(fileName), query);
    const output = await this.rpc.request('jobs', Rpc.FindOutput, { userId, downloadName: fileName, plan: NOTIFIED_JOB });
    await this.delivery.sendVideo(output, request.headers.range, response);
  }

  @Get('jobs/:jobId/download')
  async archive(@Param('jobId') id: string, @Query() query: Record<string, unknown>, @Res() response: Response): Promise<void> {
    const job = jobId(id);
    const userId = this.links.ownerOf(downloadResource.jobArchive(job), query);
    const archive = await this.rpc.request('jobs', Rpc.JobArchive, { jobId: job, userId, plan: NOTIFIED_JOB });
    await this.delivery.sendArchive(archive, response);
  }
}
