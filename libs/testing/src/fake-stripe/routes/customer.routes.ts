import { has, mergedMetadata, optionalNullableString, optionalString } from '../form-params';
import { newCustomer } from '../object-factories';
import { type Route } from './route';

export const customerRoutes: Route[] = [
  {
    method: 'POST',
    pattern: '/v1/customers',
    handle: ({ body, store }) =>
      store.customers.insert(
        newCustomer({
          email: optionalString(body, 'email') ?? null,
          name: optionalString(body, 'name') ?? null,
          metadata: mergedMetadata({}, body),
          now: store.clock.now(),
        }),
      ),
  },
  {
    method: 'GET',
    pattern: '/v1/customers/:id',
    handle: ({ params, store }) => store.customers.fromPath(params.id),
  },
  {
    method: 'POST',
    pattern: '/v1/customers/:id',
    handle: ({ params, body, store }) => {
      const customer = store.customers.fromPath(params.id);
      // Validate everything before changing anything, so a refused update leaves no trace.
      const defaultPaymentMethod = optionalNullableString(body, 'invoice_settings', 'default_payment_method');
      if (defaultPaymentMethod) {
        store.customersPaymentMethod(customer.id, defaultPaymentMethod, 'invoice_settings[default_payment_method]');
      }
      const metadata = mergedMetadata(customer.metadata, body);

      if (has(body, 'email')) customer.email = optionalNullableString(body, 'email') ?? null;
      if (has(body, 'name')) customer.name = optionalNullableString(body, 'name') ?? null;
      if (defaultPaymentMethod !== undefined) customer.invoice_settings.default_payment_method = defaultPaymentMethod;
      customer.metadata = metadata;
      return customer;
    },
  },
];
