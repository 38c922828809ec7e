import { Body, Controller, Delete, Get, HttpCode, Put, Query } from '@nestjs/common';
import { ApiBody, ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { AdConnectionView, AdPageView, AdSetView, CurrentUser } from '@reelmix/contracts';
import { CurrentCustomer } from '../auth';
import { CustomerPublishing, type TikTokConnectionStatus } from '../publishing/customer-publishing.service';
import { ApiKeyProtected } from './api-key-protected.decorator';
import { ApiRefusals } from './openapi/api-refusals';
import { AdConnectionSchema, AdPageSchema, AdSetSchema, ConnectTikTokBodySchema, TIKTOK_ADVERTISER_ID, TikTokConnectionStatusSchema } from './openapi/publishing.schema';

const ADVERTISER_QUERY = { name: 'advertiserId', required: true, schema: { type: 'string', ...TIKTOK_ADVERTISER_ID } } as const;

/** The key owner's TikTok connection through the public API, as the app's `/api/integrations/tiktok`. */
@Controller('api/v1/integrations/tiktok')
@ApiKeyProtected()
@ApiTags('Publishing')
export class V1TikTokIntegrationController {
  constructor(private readonly publishing: CustomerPublishing) {}

  @Get()
  @ApiOperation({ summary: 'Get the TikTok connection', description: '`connection` is null when no token is saved.' })
  @ApiOkResponse({ type: TikTokConnectionStatusSchema })
  connection(@CurrentCustomer() user: CurrentUser): Promise<TikTokConnectionStatus> {
    return this.publishing.tiktokConnection(user);
  }

  @Put()
  @ApiOperation({
    summary: 'Connect TikTok advertisers',
    description:
      'Checks the token and each advertiser id with TikTok and saves the token encrypted, replacing any saved one. Limited per customer (429 with `Retry-After`); 503 when TikTok cannot be reached.',
  })
  @ApiBody({ type: ConnectTikTokBodySchema })
  @ApiOkResponse({ type: AdConnectionSchema })
  @ApiRefusals(400)
  connect(@Body() body: unknown, @CurrentCustomer() user: CurrentUser): Promise<AdConnectionView> {
    return this.publishing.connectTikTok(user, body);
  }

  @Delete()
  @HttpCode(204)
  @ApiOperation({ summary: 'Disconnect TikTok', description: 'Forgets the saved token. Ads already published keep running.' })
  @ApiNoContentResponse({ description: 'Disconnected (or nothing was connected).' })
  async disconnect(@CurrentCustomer() user: CurrentUser): Promise<void> {
    await this.publishing.disconnectTikTok(user);
  }

  @Get('ad-groups')
  @ApiOperation({ summary: 'List an advertiser\'s ad groups', description: 'With their campaigns and what each optimises for; `id` is the `adSetId` of a TikTok publish.' })
  @ApiQuery(ADVERTISER_QUERY)
  @ApiOkResponse({ type: [AdSetSchema] })
  @ApiRefusals(400, 409)
  adGroups(@Query() query: unknown, @CurrentCustomer() user: CurrentUser): Promise<AdSetView[]> {
    return this.publishing.tiktokAdGroups(user, query);
  }

  @Get('identities')
  @ApiOperation({ summary: 'List the identities an advertiser\'s ads can run as', description: '`id` is the `pageId` of a TikTok publish and `identityType` goes with it.' })
  @ApiQuery(ADVERTISER_QUERY)
  @ApiOkResponse({ type: [AdPageSchema] })
  @ApiRefusals(400, 409)
  identities(@Query() query: unknown, @CurrentCustomer() user: CurrentUser): Promise<AdPageView[]> {
    return this.publishing.tiktokIdentities(user, query);
  }
}
