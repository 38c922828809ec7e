import { Body, Controller, Get, Param, Patch, Post, Req, Res } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiCreatedResponse, ApiHeader, ApiNotModifiedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { CurrentUser, JobView, ProcessAnswer } from '@reelmix/contracts';
import type { Request, Response } from 'express';
import { CurrentCustomer } from '../auth';
import { CustomerJobs } from '../jobs/customer-jobs.service';
import { HistoryService } from '../history/history.service';
import { sendHistory } from '../history/send-history';
import { UploadForwarding } from '../clips/upload-forwarding.service';
import { ApiKeyProtected } from './api-key-protected.decorator';
import { type ApiJobView, toApiJobView } from './api-job-view';
import { ApiRefusals } from './openapi/api-refusals';
import { AddClipsFormSchema, NewJobFormSchema } from './openapi/job-forms.schema';
import { JobViewSchema, ProcessAnswerSchema, RenameJobSchema } from './openapi/job-view.schema';

/** Jobs through the public API: the app's upload, start, progress and history, by the app's own code. */
@Controller('api/v1/jobs')
@ApiKeyProtected()
@ApiTags('Jobs')
export class V1JobsController {
  constructor(
    private readonly jobs: CustomerJobs,
    private readonly uploads: UploadForwarding,
    private readonly histories: HistoryService,
  ) {}

  @Post()
  @ApiOperation({ summary: 'Create a job from clips', description: 'Parts `intro`, `body`, `cta` (files, or library clip ids as text) and fields `placements`, `framing`, checked as the app\'s upload is. The job is `pending`: review its plan, then start it.' })
  @ApiConsumes('multipart/form-data')
  @ApiBody({ type: NewJobFormSchema })
  @ApiCreatedResponse({ type: JobViewSchema, description: 'The new job.' })
  @ApiRefusals(400, 413, 415)
  create(@Req() request: Request, @Res() response: Response, @CurrentCustomer() user: CurrentUser): void {
    this.uploads.newJob(request, response, user);
  }

  @Get()
  @ApiOperation({ summary: 'List jobs', description: 'Newest first: the full history on Pro, the latest job on the free plan. Sent with an `ETag`; `If-None-Match` with it answers 304.' })
  @ApiHeader({ name: 'If-None-Match', required: false, description: 'The `ETag` of a list already held.' })
  @ApiOkResponse({ type: [JobViewSchema] })
  @ApiNotModifiedResponse({ description: 'The list has not changed since the `ETag` sent.' })
  async list(@CurrentCustomer() user: CurrentUser, @Req() request: Request, @Res() response: Response): Promise<void> {
    const answer = await this.histories.answer(user, request.headers['if-none-match']);
    // The same version (and so the same ETag) as the app's list; only the shape of each job differs.
    const body = answer.body && Buffer.from(JSON.stringify((JSON.parse(answer.body.toString('utf8')) as JobView[]).map(toApiJobView)));
    sendHistory(response, { etag: answer.etag, body });
  }

  @Get(':id')
  @ApiOperation({ summary: 'Get a job', description: 'Its status, progress and the outputs stored so far, each with its `downloadUrl`.' })
  @ApiOkResponse({ type: JobViewSchema })
  @ApiRefusals(403, 404)
  async get(@Param('id') id: string, @CurrentCustomer() user: CurrentUser): Promise<ApiJobView> {
    return toApiJobView(await this.jobs.get(user, id));
  }

  @Patch(':id')
  @ApiOperation({ summary: 'Rename a job', description: 'The name shows in the history and the e-mails and names the zip; output names do not change.' })
  @ApiBody({ type: RenameJobSchema })
  @ApiOkResponse({ type: JobViewSchema })
  @ApiRefusals(400, 403, 404)
  async rename(@Param('id') id: string, @Body() body: unknown, @CurrentCustomer() user: CurrentUser): Promise<ApiJobView> {
    return toApiJobView(await this.jobs.rename(user, id, body));
  }

  @Post(':id/start')
  @ApiOperation({ summary: 'Start rendering a job', description: 'Renders the chosen combinations the job does not have yet. Repeated calls answer the current status.' })
  @ApiCreatedResponse({ type: ProcessAnswerSchema })
  @ApiRefusals(400, 403, 404, 409)
  start(@Param('id') id: string, @CurrentCustomer() user: CurrentUser): Promise<ProcessAnswer> {
    return this.jobs.start(user, id);
  }

  @Post(':id/clips')
  @ApiOperation({ summary: 'Add clips to a job', description: 'The job goes back to `pending` with its finished outputs kept; a start then renders only the new combinations. The answer comes from the upload checks as the app gets it: `GET /api/v1/jobs/{id}` adds the outputs\' `downloadUrl`.' })
  @ApiConsumes('multipart/form-data')
  @ApiBody({ type: AddClipsFormSchema })
  @ApiOkResponse({ type: JobViewSchema })
  @ApiRefusals(400, 403, 404, 409, 413, 415)
  addClips(@Param('id') id: string, @Req() request: Request, @Res() response: Response, @CurrentCustomer() user: CurrentUser): void {
    this.uploads.addClips(id, request, response, user);
  }
}
