import { Module } from '@nestjs/common';
import { WebhookEndpoints } from './webhook-endpoints.service';
import { WebhooksController } from './webhooks.controller';

/** The customer's webhook settings; WebhookEndpoints is exported for the public API's routes. */
@Module({ controllers: [WebhooksController], providers: [WebhookEndpoints], exports: [WebhookEndpoints] })
export class WebhooksModule {}
