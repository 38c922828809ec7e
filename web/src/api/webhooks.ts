import type { CreatedWebhookEndpoint, WebhookDeliveryView, WebhookEndpointView, WebhookEventType } from '@reelmix/contracts/browser';
import { apiRead, apiWrite, type RequestOptions } from './http';

export interface NewWebhookEndpoint {
  url: string;
  events: WebhookEventType[];
}

export function fetchWebhookEndpoints(options?: RequestOptions): Promise<WebhookEndpointView[]> {
  return apiRead<WebhookEndpointView[]>('/webhooks', options);
}

/**
 * Registers an endpoint. The answer is the only place its signing secret appears. 400 with
 * `WEBHOOK_URL_REFUSED` and the reason for an address that is not public https, 409 at the limit.
 */
export function createWebhookEndpoint(endpoint: NewWebhookEndpoint): Promise<CreatedWebhookEndpoint> {
  return apiWrite<CreatedWebhookEndpoint>('POST', '/webhooks', endpoint);
}

/** Removes an endpoint; nothing more is sent to it. Answers 204. */
export function deleteWebhookEndpoint(endpointId: string): Promise<void> {
  return apiWrite<void>('DELETE', `/webhooks/${encodeURIComponent(endpointId)}`);
}

/** The endpoint's delivery log, newest first. */
export function fetchWebhookDeliveries(endpointId: string, options?: RequestOptions): Promise<WebhookDeliveryView[]> {
  return apiRead<WebhookDeliveryView[]>(`/webhooks/${encodeURIComponent(endpointId)}/deliveries`, options);
}

/** Sends a delivery's event again now, whatever became of it; answers the new delivery. */
export function replayWebhookDelivery(deliveryId: string): Promise<WebhookDeliveryView> {
  return apiWrite<WebhookDeliveryView>('POST', `/webhooks/deliveries/${encodeURIComponent(deliveryId)}/replay`);
}
