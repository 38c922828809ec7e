import { Body, Controller, Get, HttpCode, Param, Post, Query, UseGuards } from '@nestjs/common';
import type { CurrentUser, LiveResultsView, PausedAds, PublicationView } from '@reelmix/contracts';
import { CurrentCustomer, SessionGuard } from '../auth';
import { CustomerPublishing } from './customer-publishing.service';

/** A job's videos published as ads, and their live results read back (docs/api.md, "Publishing to ad platforms"). */
@Controller('api/jobs/:id')
@UseGuards(SessionGuard)
export class JobPublishingController {
  constructor(private readonly publishing: CustomerPublishing) {}

  /** 202: the ads are made in the background; the publication's outputs say how far each got. */
  @Post('publish')
  @HttpCode(202)
  publish(@Param('id') id: string, @Body() body: unknown, @CurrentCustomer() user: CurrentUser): Promise<PublicationView> {
    return this.publishing.publish(user, id, body);
  }

  @Get('publications')
  publications(@Param('id') id: string, @CurrentCustomer() user: CurrentUser): Promise<PublicationView[]> {
    return this.publishing.publications(user, id);
  }

  /** 200, not 201: a refresh reads the platform again and creates nothing. */
  @Post('insights/refresh')
  @HttpCode(200)
  refreshInsights(@Param('id') id: string, @Query('metric') metric: unknown, @CurrentCustomer() user: CurrentUser): Promise<LiveResultsView> {
    return this.publishing.refreshInsights(user, id, metric);
  }

  @Get('results')
  results(@Param('id') id: string, @Query('metric') metric: unknown, @CurrentCustomer() user: CurrentUser): Promise<LiveResultsView> {
    return this.publishing.results(user, id, metric);
  }

  @Post('ads/pause')
  @HttpCode(200)
  pauseAds(@Param('id') id: string, @Body() body: unknown, @CurrentCustomer() user: CurrentUser): Promise<PausedAds> {
    return this.publishing.pauseAds(user, id, body);
  }
}
