import { Controller } from '@nestjs/common';
import {
  type EmptyRequest,
  Rpc,
  type SetupWebhookRequest,
  type WebhookDeliveryRequest,
  type WebhookDeliveryResponse,
  type WebhookStatusView,
} from '@reelmix/contracts';
import { OnRequest } from '@reelmix/messaging';
import { StripeEventsService } from './stripe-events.service';

/** Stripe's events as the gateway passes them on, and the admin's set-up of where Stripe sends them. */
@Controller()
export class StripeEventsController {
  constructor(private readonly stripeEvents: StripeEventsService) {}

  @OnRequest(Rpc.ReceiveWebhook)
  receive(request: WebhookDeliveryRequest): Promise<WebhookDeliveryResponse> {
    return this.stripeEvents.receive(request.payload, request.signature);
  }

  @OnRequest(Rpc.WebhookStatus)
  status(_request: EmptyRequest): Promise<WebhookStatusView> {
    return this.stripeEvents.status();
  }

  @OnRequest(Rpc.SetupWebhook)
  setup(request: SetupWebhookRequest): Promise<WebhookStatusView> {
    return this.stripeEvents.setup(request);
  }
}
