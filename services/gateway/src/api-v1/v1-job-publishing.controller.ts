import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiAcceptedResponse, ApiBody, ApiOkResponse, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { type CurrentUser, type LiveResultsView, type PausedAds, type PublicationView, VERDICT_METRICS } from '@reelmix/contracts';
import { CurrentCustomer } from '../auth';
import { CustomerPublishing } from '../publishing/customer-publishing.service';
import { ApiKeyProtected } from './api-key-protected.decorator';
import { ApiRefusals } from './openapi/api-refusals';
import { LiveResultsSchema, PauseAdsBodySchema, PausedAdsSchema, PublicationSchema, PublishJobBodySchema } from './openapi/publishing.schema';

const METRIC_QUERY = { name: 'metric', required: false, enum: VERDICT_METRICS, description: 'What the verdicts compare parts on; `ctr` when left out.' } as const;

/** A job's videos as Meta ads and their live results through the public API, as the app's session routes. */
@Controller('api/v1/jobs/:id')
@ApiKeyProtected()
@ApiTags('Publishing')
export class V1JobPublishingController {
  constructor(private readonly publishing: CustomerPublishing) {}

  @Post('publish')
  @HttpCode(202)
  @ApiOperation({
    summary: 'Publish a job\'s videos as ads',
    description:
      'Each finished output becomes one ad video, creative and ad in the ad set, named after the output; made in the background, so poll the publications. ' +
      'Publishing again into the same ad set adds only what is missing. 409 when there is nothing to publish; 503 when Meta cannot be reached.',
  })
  @ApiBody({ type: PublishJobBodySchema })
  @ApiAcceptedResponse({ type: PublicationSchema })
  @ApiRefusals(400, 403, 404, 409)
  publish(@Param('id') id: string, @Body() body: unknown, @CurrentCustomer() user: CurrentUser): Promise<PublicationView> {
    return this.publishing.publish(user, id, body);
  }

  @Get('publications')
  @ApiOperation({ summary: 'List a job\'s publications', description: 'Each with every output\'s state and, once made, its ad id.' })
  @ApiOkResponse({ type: [PublicationSchema] })
  @ApiRefusals(403, 404)
  publications(@Param('id') id: string, @CurrentCustomer() user: CurrentUser): Promise<PublicationView[]> {
    return this.publishing.publications(user, id);
  }

  @Post('insights/refresh')
  @HttpCode(200)
  @ApiOperation({ summary: 'Read a job\'s ads\' insights now', description: 'Limited per customer and per job (429 with `Retry-After`); 503 when Meta cannot be reached.' })
  @ApiQuery(METRIC_QUERY)
  @ApiOkResponse({ type: LiveResultsSchema })
  @ApiRefusals(400, 403, 404, 409)
  refreshInsights(@Param('id') id: string, @Query('metric') metric: unknown, @CurrentCustomer() user: CurrentUser): Promise<LiveResultsView> {
    return this.publishing.refreshInsights(user, id, metric);
  }

  @Get('results')
  @ApiOperation({ summary: 'Get a job\'s live results', description: 'The report from the insights last read, with the verdicts on the chosen metric.' })
  @ApiQuery(METRIC_QUERY)
  @ApiOkResponse({ type: LiveResultsSchema })
  @ApiRefusals(400, 403, 404)
  results(@Param('id') id: string, @Query('metric') metric: unknown, @CurrentCustomer() user: CurrentUser): Promise<LiveResultsView> {
    return this.publishing.results(user, id, metric);
  }

  @Post('ads/pause')
  @HttpCode(200)
  @ApiOperation({ summary: 'Pause some of a job\'s ads', description: 'Only this job\'s ads; 503 when Meta cannot be reached.' })
  @ApiBody({ type: PauseAdsBodySchema })
  @ApiOkResponse({ type: PausedAdsSchema })
  @ApiRefusals(400, 403, 404, 409)
  pauseAds(@Param('id') id: string, @Body() body: unknown, @CurrentCustomer() user: CurrentUser): Promise<PausedAds> {
    return this.publishing.pauseAds(user, id, body);
  }
}
