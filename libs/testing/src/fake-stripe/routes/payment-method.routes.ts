import { type Route } from './route';

/** Payment methods are only created by a confirmed setup intent (see FakeStripe.confirmSetupIntent). */
export const paymentMethodRoutes: Route[] = [
  {
    method: 'GET',
    pattern: '/v1/payment_methods/:id',
    handle: ({ params, store }) => store.paymentMethods.fromPath(params.id),
  },
];
