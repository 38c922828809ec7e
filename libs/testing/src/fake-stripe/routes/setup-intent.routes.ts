import { mergedMetadata, optionalString, optionalStringList } from '../form-params';
import { newSetupIntent } from '../object-factories';
import { type Route } from './route';

export const setupIntentRoutes: Route[] = [
  {
    method: 'POST',
    pattern: '/v1/setup_intents',
    handle: ({ body, store }) => {
      const customerId = optionalString(body, 'customer');
      if (customerId) store.customers.fromParam(customerId, 'customer');
      // Newer SDKs send `allowed_payment_method_types`, older ones `payment_method_types`.
      const allowed = optionalStringList(body, 'allowed_payment_method_types') ?? null;
      return store.setupIntents.insert(
        newSetupIntent({
          customer: customerId ?? null,
          allowedPaymentMethodTypes: allowed,
          paymentMethodTypes: optionalStringList(body, 'payment_method_types') ?? allowed ?? ['card'],
          usage: optionalString(body, 'usage') ?? 'off_session',
          metadata: mergedMetadata({}, body),
          now: store.clock.now(),
        }),
      );
    },
  },
  {
    method: 'GET',
    pattern: '/v1/setup_intents/:id',
    handle: ({ params, store }) => store.setupIntents.fromPath(params.id),
  },
];
