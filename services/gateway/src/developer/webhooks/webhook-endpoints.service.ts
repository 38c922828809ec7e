import { Injectable } from '@nestjs/common';
import {
  type CreatedWebhookEndpoint,
  type CurrentUser,
  Rpc,
  type WebhookDeliveryView,
  WebhookEndpointBody,
  type WebhookEndpointView,
} from '@reelmix/contracts';
import { RpcClient } from '@reelmix/messaging';
import { validateBody } from '../../auth/validate-body';
import { GatewayErrors } from '../../gateway-errors';
import { idFromUrl } from '../../http/id-from-url';

/** A webhook endpoint's id from a URL; anything else is an endpoint that does not exist. */
const webhookEndpointId = idFromUrl(GatewayErrors.webhookEndpointNotFound);

/** A webhook delivery's id from a URL, likewise. */
const webhookDeliveryId = idFromUrl(GatewayErrors.webhookDeliveryNotFound);

/**
 * A customer's webhook endpoints and their delivery log, kept by the webhooks service, which also
 * decides which URLs may be called. The app's session routes and the public API both go through
 * here; another customer's endpoint or delivery answers 404 there, like a missing one.
 */
@Injectable()
export class WebhookEndpoints {
  constructor(private readonly rpc: RpcClient) {}

  list(user: CurrentUser): Promise<WebhookEndpointView[]> {
    return this.rpc.request('webhooks', Rpc.ListWebhookEndpoints, { userId: user.id });
  }

  /** The answer carries the signing secret, shown this once. */
  async create(user: CurrentUser, body: unknown): Promise<CreatedWebhookEndpoint> {
    const { url, events } = await validateBody(WebhookEndpointBody, body);
    return this.rpc.request('webhooks', Rpc.CreateWebhookEndpoint, { userId: user.id, url, events });
  }

  async remove(user: CurrentUser, id: string): Promise<void> {
    await this.rpc.request('webhooks', Rpc.DeleteWebhookEndpoint, { userId: user.id, endpointId: webhookEndpointId(id) });
  }

  deliveries(user: CurrentUser, id: string): Promise<WebhookDeliveryView[]> {
    return this.rpc.request('webhooks', Rpc.ListWebhookDeliveries, { userId: user.id, endpointId: webhookEndpointId(id) });
  }

  replay(user: CurrentUser, deliveryId: string): Promise<WebhookDeliveryView> {
    return this.rpc.request('webhooks', Rpc.ReplayWebhookDelivery, { userId: user.id, deliveryId: webhookDeliveryId(deliveryId) });
  }
}
