import { customerRoutes } from './customer.routes';
import { paymentMethodRoutes } from './payment-method.routes';
import { type Route } from './route';
import { setupIntentRoutes } from './setup-intent.routes';
import { subscriptionRoutes } from './subscription.routes';
import { webhookEndpointRoutes } from './webhook-endpoint.routes';

/** Every endpoint the fake serves; any other request is answered as an unrecognized URL. */
export const API_ROUTES: readonly Route[] = [
  ...customerRoutes,
  ...setupIntentRoutes,
  ...paymentMethodRoutes,
  ...subscriptionRoutes,
  ...webhookEndpointRoutes,
];
