import {
  mergedMetadata,
  optionalBoolean,
  optionalInteger,
  optionalNullableString,
  optionalString,
  requiredString,
} from '../form-params';
import { newSubscription, priceFor } from '../object-factories';
import { invalidParam, invalidRequest, noSuchObjectInParam, noSuchObjectInPath } from '../stripe-api-error';
import { type FakePrice, type FakeSubscription } from '../stripe-shapes';
import { cancelNow, setCancelAtPeriodEnd } from '../subscription-state';
import { type Route } from './route';

// Stripe's wording, so code that shows or logs the message behaves as it would in production.
const NO_PAYMENT_METHOD_MESSAGE =
  'This customer has no attached payment source or default payment method. ' +
  'Please consider adding a default payment method.';
const CANCELED_UPDATE_MESSAGE = 'A canceled subscription can only update its cancellation_details and metadata.';
const FIELDS_A_CANCELED_SUBSCRIPTION_ACCEPTS = new Set(['metadata', 'cancellation_details', 'expand']);

function knownPrice(priceId: string): FakePrice {
  if (!priceId.startsWith('price_')) throw noSuchObjectInParam('price', priceId, 'items[0][price]');
  return priceFor(priceId);
}

export const subscriptionRoutes: Route[] = [
  {
    method: 'POST',
    pattern: '/v1/subscriptions',
    handle: ({ body, store }) => {
      const customer = store.customers.fromParam(requiredString(body, 'customer'), 'customer');
      const price = knownPrice(requiredString(body, 'items', '0', 'price'));
      const trialDays = optionalInteger(body, 'trial_period_days') ?? 0;
      if (trialDays < 0) throw invalidParam('trial_period_days', 'trial_period_days must be at least 0.');
      const defaultPaymentMethod = optionalString(body, 'default_payment_method');
      if (defaultPaymentMethod) {
        store.customersPaymentMethod(customer.id, defaultPaymentMethod, 'default_payment_method');
      } else if (!customer.invoice_settings.default_payment_method) {
        throw invalidRequest(NO_PAYMENT_METHOD_MESSAGE, 'resource_missing');
      }
      return store.subscriptions.insert(
        newSubscription({
          customer: customer.id,
          price,
          trialDays,
          defaultPaymentMethod: defaultPaymentMethod || null,
          metadata: mergedMetadata({}, body),
          now: store.clock.now(),
        }),
      );
    },
  },
  {
    method: 'GET',
    pattern: '/v1/subscriptions/:id',
    handle: ({ params, store }) => store.subscriptions.fromPath(params.id),
  },
  {
    method: 'POST',
    pattern: '/v1/subscriptions/:id',
    handle: ({ params, body, store }) => {
      const subscription = store.subscriptions.fromPath(params.id);
      const changesMoreThanCanceledAllows = Object.keys(body).some(
        (key) => !FIELDS_A_CANCELED_SUBSCRIPTION_ACCEPTS.has(key),
      );
      if (subscription.status === 'canceled' && changesMoreThanCanceledAllows) {
        throw invalidRequest(CANCELED_UPDATE_MESSAGE);
      }
      // Validate everything before changing anything, so a refused update leaves no trace.
      const cancelAtPeriodEnd = optionalBoolean(body, 'cancel_at_period_end');
      const defaultPaymentMethod = optionalNullableString(body, 'default_payment_method');
      if (defaultPaymentMethod) {
        store.customersPaymentMethod(subscription.customer, defaultPaymentMethod, 'default_payment_method');
      }
      const metadata = mergedMetadata(subscription.metadata, body);

      if (cancelAtPeriodEnd !== undefined) setCancelAtPeriodEnd(subscription, cancelAtPeriodEnd, store.clock.now());
      if (defaultPaymentMethod !== undefined) subscription.default_payment_method = defaultPaymentMethod;
      subscription.metadata = metadata;
      return subscription;
    },
  },
  {
    method: 'DELETE',
    pattern: '/v1/subscriptions/:id',
    handle: ({ params, store }): FakeSubscription => {
      const subscription = store.subscriptions.fromPath(params.id);
      // Stripe treats a canceled subscription as gone for cancelling: a second cancel is a 404.
      if (subscription.status === 'canceled') throw noSuchObjectInPath('subscription', params.id);
      cancelNow(subscription, store.clock.now());
      return subscription;
    },
  },
];
