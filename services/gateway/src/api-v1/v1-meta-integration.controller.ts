import { Body, Controller, Delete, Get, HttpCode, Put, Query } from '@nestjs/common';
import { ApiBody, ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { AdAccountView, AdConnectionStatus, AdConnectionView, AdPageView, AdSetView, CurrentUser } from '@reelmix/contracts';
import { CurrentCustomer } from '../auth';
import { CustomerPublishing } from '../publishing/customer-publishing.service';
import { ApiKeyProtected } from './api-key-protected.decorator';
import { ApiRefusals } from './openapi/api-refusals';
import { AdAccountSchema, AdConnectionSchema, AdConnectionStatusSchema, AdPageSchema, AdSetSchema, ConnectMetaBodySchema } from './openapi/publishing.schema';

/** The key owner's Meta connection through the public API, as the app's `/api/integrations/meta`. */
@Controller('api/v1/integrations/meta')
@ApiKeyProtected()
@ApiTags('Publishing')
export class V1MetaIntegrationController {
  constructor(private readonly publishing: CustomerPublishing) {}

  @Get()
  @ApiOperation({ summary: 'Get the Meta connection', description: '`connection` is null when no token is saved.' })
  @ApiOkResponse({ type: AdConnectionStatusSchema })
  connection(@CurrentCustomer() user: CurrentUser): Promise<AdConnectionStatus> {
    return this.publishing.connection(user);
  }

  @Put()
  @ApiOperation({
    summary: 'Connect a Meta ad account',
    description: 'Checks the token with Meta and saves it encrypted, replacing any saved one. Limited per customer (429 with `Retry-After`); 503 when Meta cannot be reached.',
  })
  @ApiBody({ type: ConnectMetaBodySchema })
  @ApiOkResponse({ type: AdConnectionSchema })
  @ApiRefusals(400)
  connect(@Body() body: unknown, @CurrentCustomer() user: CurrentUser): Promise<AdConnectionView> {
    return this.publishing.connect(user, body);
  }

  @Delete()
  @HttpCode(204)
  @ApiOperation({ summary: 'Disconnect Meta', description: 'Forgets the saved token. Ads already published keep running.' })
  @ApiNoContentResponse({ description: 'Disconnected (or nothing was connected).' })
  async disconnect(@CurrentCustomer() user: CurrentUser): Promise<void> {
    await this.publishing.disconnect(user);
  }

  @Get('ad-accounts')
  @ApiOperation({ summary: 'List the ad accounts the token reaches' })
  @ApiOkResponse({ type: [AdAccountSchema] })
  @ApiRefusals(409)
  adAccounts(@CurrentCustomer() user: CurrentUser): Promise<AdAccountView[]> {
    return this.publishing.adAccounts(user);
  }

  @Get('ad-sets')
  @ApiOperation({ summary: 'List an ad account\'s ad sets', description: 'With their campaigns and what each optimises for.' })
  @ApiQuery({ name: 'adAccountId', required: true, schema: { type: 'string', pattern: '^act_[0-9]{1,32}$', example: 'act_1234567890' } })
  @ApiOkResponse({ type: [AdSetSchema] })
  @ApiRefusals(400, 409)
  adSets(@Query() query: unknown, @CurrentCustomer() user: CurrentUser): Promise<AdSetView[]> {
    return this.publishing.adSets(user, query);
  }

  @Get('pages')
  @ApiOperation({ summary: 'List the Facebook Pages the token can run ads as' })
  @ApiOkResponse({ type: [AdPageSchema] })
  @ApiRefusals(409)
  pages(@CurrentCustomer() user: CurrentUser): Promise<AdPageView[]> {
    return this.publishing.pages(user);
  }
}
