import { Controller, Get, Param, Query, Req, Res } from '@nestjs/common';
import { ApiHeader, ApiOkResponse, ApiOperation, ApiPartialContentResponse, ApiQuery, ApiRequestedRangeNotSatisfiableResponse, ApiTags } from '@nestjs/swagger';
import { type CurrentUser, downloadNameOf, isSafeFileName, jobLabel, MAX_JOB_OUTPUTS, outputFileName } from '@reelmix/contracts';
import type { Request, Response } from 'express';
import { CurrentCustomer } from '../auth';
import { CustomerJobs } from '../jobs/customer-jobs.service';
import { jobId } from '../jobs/job-id';
import { ApiKeyProtected } from './api-key-protected.decorator';
import { ApiRefusals } from './openapi/api-refusals';
import { fileOf } from './openapi/file-content';
import { GatewayErrors } from '../gateway-errors';

const VIDEO = { 'video/mp4': { schema: fileOf('video/mp4') } };

/** A job's finished files through the public API, streamed as the app streams them. */
@Controller('api/v1/jobs/:id')
@ApiKeyProtected()
@ApiTags('Jobs')
export class V1JobFilesController {
  constructor(private readonly jobs: CustomerJobs) {}

  @Get('download')
  @ApiOperation({
    summary: 'Download a job as a zip',
    description: 'Laid out for an ads manager: a folder per placement, folders of at most ten videos with their thumbnails, and `manifest.csv` / `manifest.json` at the top.',
  })
  @ApiQuery({ name: 'files', type: String, required: false, description: `A selection: 1 to ${MAX_JOB_OUTPUTS} output file names, separated by commas.`, example: [outputFileName({ intro: 1, body: 1, cta: 1 }, '9:16', jobLabel(12)), outputFileName({ intro: 1, body: 2, cta: 1 }, '9:16', jobLabel(12))].join(',') })
  @ApiOkResponse({ description: 'The zip.', content: { 'application/zip': { schema: fileOf('application/zip') } } })
  @ApiRefusals(400, 403, 404)
  archive(@Param('id') id: string, @Query('files') files: unknown, @CurrentCustomer() user: CurrentUser, @Res() response: Response): Promise<void> {
    return this.jobs.sendArchive(user, id, files, response);
  }

  /** The `downloadUrl` of a job's output; the same file as the app's `/api/videos/{jobId}--{fileName}`. */
  @Get('outputs/:fileName')
  @ApiOperation({ summary: 'Download one output video', description: 'Its `downloadUrl`. `Range` requests answer 206, so players can seek.' })
  @ApiHeader({ name: 'Range', required: false, description: 'One `bytes=` range.' })
  @ApiOkResponse({ description: 'The whole video.', content: VIDEO })
  @ApiPartialContentResponse({ description: 'The requested range.', content: VIDEO })
  @ApiRequestedRangeNotSatisfiableResponse({ description: 'The range lies past the end of the file.' })
  @ApiRefusals(403, 404)
  output(
    @Param('id') id: string,
    @Param('fileName') fileName: string,
    @Req() request: Request,
    @Res() response: Response,
    @CurrentCustomer() user: CurrentUser,
  ): Promise<void> {
    if (!isSafeFileName(fileName)) throw GatewayErrors.videoNotFound();
    return this.jobs.sendOutput(user, downloadNameOf(jobId(id), fileName), request.headers.range, response);
  }
}
