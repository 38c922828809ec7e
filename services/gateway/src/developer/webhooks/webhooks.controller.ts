import { Body, Controller, Delete, Get, HttpCode, Param, Post, Res, UseGuards } from '@nestjs/common';
import { type CreatedWebhookEndpoint, type CurrentUser, type WebhookDeliveryView, type WebhookEndpointView } from '@reelmix/contracts';
import type { Response } from 'express';
import { CurrentCustomer, SessionGuard } from '../../auth';
import { WebhookEndpoints } from './webhook-endpoints.service';

/**
 * The signed-in customer's webhook endpoints (docs/api.md), as `/api/v1/webhooks` offers them to
 * API keys. Beside, not under, the payment provider's `POST /api/webhooks/stripe`, which alone is
 * exempt from the CSRF check: these routes take the session cookie and get the check.
 */
@Controller('api/webhooks')
@UseGuards(SessionGuard)
export class WebhooksController {
  constructor(private readonly endpoints: WebhookEndpoints) {}

  @Get()
  list(@CurrentCustomer() user: CurrentUser): Promise<WebhookEndpointView[]> {
    return this.endpoints.list(user);
  }

  @Post()
  create(@Body() body: unknown, @CurrentCustomer() user: CurrentUser, @Res({ passthrough: true }) response: Response): Promise<CreatedWebhookEndpoint> {
    response.setHeader('Cache-Control', 'no-store');
    return this.endpoints.create(user, body);
  }

  @Delete(':id')
  @HttpCode(204)
  remove(@Param('id') id: string, @CurrentCustomer() user: CurrentUser): Promise<void> {
    return this.endpoints.remove(user, id);
  }

  @Get(':id/deliveries')
  deliveries(@Param('id') id: string, @CurrentCustomer() user: CurrentUser): Promise<WebhookDeliveryView[]> {
    return this.endpoints.deliveries(user, id);
  }

  @Post('deliveries/:deliveryId/replay')
  @HttpCode(200)
  replay(@Param('deliveryId') deliveryId: string, @CurrentCustomer() user: CurrentUser): Promise<WebhookDeliveryView> {
    return this.endpoints.replay(user, deliveryId);
  }
}
