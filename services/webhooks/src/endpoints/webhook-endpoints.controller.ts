import { Controller } from '@nestjs/common';
import {
  type CreatedWebhookEndpoint,
  type CreateWebhookEndpointRequest,
  type DeletedWebhookEndpoint,
  Rpc,
  type WebhookEndpointRequest,
  type WebhookEndpointView,
  type WebhooksOfUserRequest,
} from '@reelmix/contracts';
import { OnRequest } from '@reelmix/messaging';
import { WebhookEndpointsService } from './webhook-endpoints.service';

/** A customer's endpoints; the gateway passes the signed-in user. */
@Controller()
export class WebhookEndpointsController {
  constructor(private readonly endpoints: WebhookEndpointsService) {}

  @OnRequest(Rpc.CreateWebhookEndpoint)
  create(request: CreateWebhookEndpointRequest): Promise<CreatedWebhookEndpoint> {
    return this.endpoints.create(request);
  }

  @OnRequest(Rpc.ListWebhookEndpoints)
  list(request: WebhooksOfUserRequest): Promise<WebhookEndpointView[]> {
    return this.endpoints.list(request.userId);
  }

  @OnRequest(Rpc.DeleteWebhookEndpoint)
  delete(request: WebhookEndpointRequest): Promise<DeletedWebhookEndpoint> {
    return this.endpoints.delete(request.userId, request.endpointId);
  }
}
