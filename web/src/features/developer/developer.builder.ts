import type { ApiKeyView, CreatedApiKey, CreatedWebhookEndpoint, WebhookDeliveryView, WebhookEndpointView } from '@reelmix/contracts/browser';

/** A test key as the list shows it: used a little, prefix only. */
export function buildApiKey(overrides: Partial<ApiKeyView> = {}): ApiKeyView {
  return {
    id: '3d2c6a52-1f0e-4c7b-9a3e-5b8f0d1c2a01',
    name: 'Render pipeline',
    prefix: 'rmx_AbC12345',
    createdAt: '2026-11-20T10:00:00.000Z',
    lastUsedAt: '2026-11-26T08:30:00.000Z',
    usage: { today: 12, last30Days: 1480 },
    ...overrides,
  };
}

/** The create answer: the only one with the whole key. */
export function buildCreatedApiKey(overrides: Partial<CreatedApiKey> = {}): CreatedApiKey {
  return {
    ...buildApiKey({ id: '9b7e4f10-2a3c-4d5e-8f60-7a1b2c3d4e05', name: 'Zapier', prefix: 'rmx_ZpR98765', lastUsedAt: null, usage: { today: 0, last30Days: 0 } }),
    key: 'rmx_ZpR98765qwertyuiopasdfghjklzxcvbnm0123456789',
    ...overrides,
  };
}

export function buildWebhookEndpoint(overrides: Partial<WebhookEndpointView> = {}): WebhookEndpointView {
  return {
    id: '5a6b7c8d-9e0f-4a1b-8c2d-3e4f5a6b7c01',
    url: 'https://hooks.example.com/reelmix',
    events: ['job.completed', 'job.failed'],
    createdAt: '2026-11-21T09:00:00.000Z',
    ...overrides,
  };
}

export function buildCreatedWebhookEndpoint(overrides: Partial<CreatedWebhookEndpoint> = {}): CreatedWebhookEndpoint {
  return {
    ...buildWebhookEndpoint({ id: '6c7d8e9f-0a1b-4c2d-9e3f-4a5b6c7d8e02', url: 'https://agency.example.org/events', events: ['job.completed', 'output.ready'] }),
    secret: 'whsec_0123456789abcdef0123456789abcdef',
    ...overrides,
  };
}

/** A delivered job.completed event, answered 200 on the first attempt. */
export function buildDelivery(overrides: Partial<WebhookDeliveryView> = {}): WebhookDeliveryView {
  return {
    id: '7e8f9a0b-1c2d-4e3f-8a4b-5c6d7e8f9a01',
    endpointId: buildWebhookEndpoint().id,
    eventId: 'evt-1',
    type: 'job.completed',
    status: 'delivered',
    attempts: 1,
    createdAt: '2026-11-26T08:00:00.000Z',
    lastAttemptAt: '2026-11-26T08:00:01.000Z',
    nextAttemptAt: null,
    lastStatus: 200,
    lastError: null,
    deliveredAt: '2026-11-26T08:00:01.000Z',
    ...overrides,
  };
}
