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
import { WebhooksService } from './webhooks.service';

@Controller()
export class WebhooksController {
  constructor(private readonly webhooks: WebhooksService) {}

  @OnRequest(Rpc.ReceiveWebhook)
  receive(request: WebhookDeliveryRequest): Promise<WebhookDeliveryResponse> {
    return this.webhooks.receive(request.payload, request.signature);
  }

  @OnRequest(Rpc.WebhookStatus)
  status(_request: EmptyRequest): Promise<WebhookStatusView> {
    return this.webhooks.status();
  }

  @OnRequest(Rpc.SetupWebhook)
  setup(request: SetupWebhookRequest): Promise<WebhookStatusView> {
    return this.webhooks.setup(request);
  }
}
