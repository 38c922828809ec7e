import { mergedMetadata, optionalString, optionalStringList, requiredString } from '../form-params';
import { newWebhookEndpoint } from '../object-factories';
import { missingParam } from '../stripe-api-error';
import { type FakeWebhookEndpoint, type StripeList } from '../stripe-shapes';
import { type Route } from './route';

export const webhookEndpointRoutes: Route[] = [
  {
    method: 'GET',
    pattern: '/v1/webhook_endpoints',
    // Newest first, as Stripe lists; the fake holds few enough that one page has them all.
    handle: ({ store }): StripeList<FakeWebhookEndpoint> => ({
      object: 'list',
      data: store.webhookEndpoints.all().reverse(),
      has_more: false,
      url: '/v1/webhook_endpoints',
    }),
  },
  {
    method: 'POST',
    pattern: '/v1/webhook_endpoints',
    handle: ({ body, store }) => {
      const url = requiredString(body, 'url');
      const enabledEvents = optionalStringList(body, 'enabled_events') ?? [];
      if (enabledEvents.length === 0) throw missingParam('enabled_events');
      const endpoint = store.webhookEndpoints.insert(
        newWebhookEndpoint({
          url,
          enabledEvents,
          description: optionalString(body, 'description') ?? null,
          metadata: mergedMetadata({}, body),
          now: store.clock.now(),
        }),
      );
      // Stripe shows the signing secret once, in the answer to the create call. Every endpoint
      // shares the fake's secret so deliveries signed by default verify whichever endpoint a test reads.
      return { ...endpoint, secret: store.webhookSecret };
    },
  },
];
