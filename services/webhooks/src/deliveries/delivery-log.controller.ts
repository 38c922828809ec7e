import { Controller } from '@nestjs/common';
import { type ReplayWebhookDeliveryRequest, Rpc, type WebhookDeliveryView, type WebhookEndpointRequest } from '@reelmix/contracts';
import { OnRequest } from '@reelmix/messaging';
import { DeliveryLogService } from './delivery-log.service';

/** A customer's delivery log; the gateway passes the signed-in user. */
@Controller()
export class DeliveryLogController {
  constructor(private readonly log: DeliveryLogService) {}

  @OnRequest(Rpc.ListWebhookDeliveries)
  list(request: WebhookEndpointRequest): Promise<WebhookDeliveryView[]> {
    return this.log.list(request.userId, request.endpointId);
  }

  @OnRequest(Rpc.ReplayWebhookDelivery)
  replay(request: ReplayWebhookDeliveryRequest): Promise<WebhookDeliveryView> {
    return this.log.replay(request.userId, request.deliveryId);
  }
}
