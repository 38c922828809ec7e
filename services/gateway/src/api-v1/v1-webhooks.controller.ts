import { Body, Controller, Delete, Get, HttpCode, Param, Post, Res } from '@nestjs/common';
import { ApiBody, ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { type CreatedWebhookEndpoint, type CurrentUser, WEBHOOK_LIMITS, type WebhookDeliveryView, type WebhookEndpointView } from '@reelmix/contracts';
import type { Response } from 'express';
import { CurrentCustomer } from '../auth';
import { WebhookEndpoints } from '../developer/webhooks/webhook-endpoints.service';
import { ApiKeyProtected } from './api-key-protected.decorator';
import { ApiRefusals } from './openapi/api-refusals';
import { CreatedWebhookEndpointSchema, WebhookDeliverySchema, WebhookEndpointBodySchema, WebhookEndpointSchema } from './openapi/webhooks.schema';

/** Webhook endpoints and their delivery log through the public API, as the app's `/api/webhooks`. */
@Controller('api/v1/webhooks')
@ApiKeyProtected()
@ApiTags('Webhooks')
export class V1WebhooksController {
  constructor(private readonly endpoints: WebhookEndpoints) {}

  @Get()
  @ApiOperation({ summary: 'List webhook endpoints' })
  @ApiOkResponse({ type: [WebhookEndpointSchema] })
  list(@CurrentCustomer() user: CurrentUser): Promise<WebhookEndpointView[]> {
    return this.endpoints.list(user);
  }

  @Post()
  @ApiOperation({ summary: 'Add a webhook endpoint', description: 'The answer holds the signing secret, shown this once.' })
  @ApiBody({ type: WebhookEndpointBodySchema })
  @ApiCreatedResponse({ type: CreatedWebhookEndpointSchema })
  @ApiRefusals(400, 409)
  create(@Body() body: unknown, @CurrentCustomer() user: CurrentUser, @Res({ passthrough: true }) response: Response): Promise<CreatedWebhookEndpoint> {
    response.setHeader('Cache-Control', 'no-store');
    return this.endpoints.create(user, body);
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiOperation({ summary: 'Remove a webhook endpoint' })
  @ApiNoContentResponse({ description: 'Removed; nothing more is delivered to it.' })
  @ApiRefusals(404)
  remove(@Param('id') id: string, @CurrentCustomer() user: CurrentUser): Promise<void> {
    return this.endpoints.remove(user, id);
  }

  @Get(':id/deliveries')
  @ApiOperation({ summary: 'List an endpoint\'s deliveries', description: `Newest first, the latest ${WEBHOOK_LIMITS.logLength}.` })
  @ApiOkResponse({ type: [WebhookDeliverySchema] })
  @ApiRefusals(404)
  deliveries(@Param('id') id: string, @CurrentCustomer() user: CurrentUser): Promise<WebhookDeliveryView[]> {
    return this.endpoints.deliveries(user, id);
  }

  @Post('deliveries/:deliveryId/replay')
  @HttpCode(200)
  @ApiOperation({ summary: 'Send a delivery again', description: 'Now, whatever became of it; the event keeps its id.' })
  @ApiOkResponse({ type: WebhookDeliverySchema })
  @ApiRefusals(404)
  replay(@Param('deliveryId') deliveryId: string, @CurrentCustomer() user: CurrentUser): Promise<WebhookDeliveryView> {
    return this.endpoints.replay(user, deliveryId);
  }
}
