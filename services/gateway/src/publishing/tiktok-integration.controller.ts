import { Body, Controller, Delete, Get, HttpCode, Put, Query, UseGuards } from '@nestjs/common';
import type { AdConnectionView, AdPageView, AdSetView, CurrentUser } from '@reelmix/contracts';
import { CurrentCustomer, SessionGuard } from '../auth';
import { CustomerPublishing, type TikTokConnectionStatus } from './customer-publishing.service';

/** The Integrations page's TikTok card: the customer's token, its advertisers and what each reaches (docs/api.md, "Publishing to ad platforms"). */
@Controller('api/integrations/tiktok')
@UseGuards(SessionGuard)
export class TikTokIntegrationController {
  constructor(private readonly publishing: CustomerPublishing) {}

  @Get()
  connection(@CurrentCustomer() user: CurrentUser): Promise<TikTokConnectionStatus> {
    return this.publishing.tiktokConnection(user);
  }

  @Put()
  connect(@Body() body: unknown, @CurrentCustomer() user: CurrentUser): Promise<AdConnectionView> {
    return this.publishing.connectTikTok(user, body);
  }

  @Delete()
  @HttpCode(204)
  disconnect(@CurrentCustomer() user: CurrentUser): Promise<void> {
    return this.publishing.disconnectTikTok(user);
  }

  @Get('ad-groups')
  adGroups(@Query() query: unknown, @CurrentCustomer() user: CurrentUser): Promise<AdSetView[]> {
    return this.publishing.tiktokAdGroups(user, query);
  }

  @Get('identities')
  identities(@Query() query: unknown, @CurrentCustomer() user: CurrentUser): Promise<AdPageView[]> {
    return this.publishing.tiktokIdentities(user, query);
  }
}
