import { Body, Controller, Delete, Get, HttpCode, Put, Query, UseGuards } from '@nestjs/common';
import type { AdAccountView, AdConnectionStatus, AdConnectionView, AdPageView, AdSetView, CurrentUser, LastPublicationStatus } from '@reelmix/contracts';
import { CurrentCustomer, SessionGuard } from '../auth';
import { CustomerPublishing } from './customer-publishing.service';

/** The Integrations page: the customer's Meta token and what it reaches (docs/api.md, "Publishing to ad platforms"). */
@Controller('api/integrations/meta')
@UseGuards(SessionGuard)
export class MetaIntegrationController {
  constructor(private readonly publishing: CustomerPublishing) {}

  @Get()
  connection(@CurrentCustomer() user: CurrentUser): Promise<AdConnectionStatus> {
    return this.publishing.connection(user);
  }

  @Put()
  connect(@Body() body: unknown, @CurrentCustomer() user: CurrentUser): Promise<AdConnectionView> {
    return this.publishing.connect(user, body);
  }

  @Delete()
  @HttpCode(204)
  disconnect(@CurrentCustomer() user: CurrentUser): Promise<void> {
    return this.publishing.disconnect(user);
  }

  @Get('ad-accounts')
  adAccounts(@CurrentCustomer() user: CurrentUser): Promise<AdAccountView[]> {
    return this.publishing.adAccounts(user);
  }

  @Get('ad-sets')
  adSets(@Query() query: unknown, @CurrentCustomer() user: CurrentUser): Promise<AdSetView[]> {
    return this.publishing.adSets(user, query);
  }

  @Get('pages')
  pages(@CurrentCustomer() user: CurrentUser): Promise<AdPageView[]> {
    return this.publishing.pages(user);
  }

  /** The destination and texts of the customer's latest publish: the publish form's starting values. */
  @Get('last-publication')
  lastPublication(@CurrentCustomer() user: CurrentUser): Promise<LastPublicationStatus> {
    return this.publishing.lastPublication(user);
  }
}
