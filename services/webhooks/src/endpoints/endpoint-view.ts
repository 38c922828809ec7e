import { type WebhookEndpointView } from '@reelmix/contracts';
import { type WebhookEndpoint } from './webhook-endpoint.entity';

/** An endpoint as its owner sees it: everything but the secret. */
export function toEndpointView(endpoint: WebhookEndpoint): WebhookEndpointView {
  return { id: endpoint.id, url: endpoint.url, events: endpoint.events, createdAt: endpoint.createdAt.toISOString() };
}
