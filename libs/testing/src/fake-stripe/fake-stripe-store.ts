import { FakeClock } from './fake-clock';
import { ObjectTable } from './object-table';
import { paymentMethodNotAttached } from './stripe-api-error';
import {
  type FakeCustomer,
  type FakePaymentMethod,
  type FakeSetupIntent,
  type FakeSubscription,
  type FakeWebhookEndpoint,
  type StripeEventLike,
} from './stripe-shapes';

/** Everything the fake Stripe account holds: its objects, its clock and its webhook secret. */
export class FakeStripeStore {
  readonly customers = new ObjectTable<FakeCustomer>('customer');
  readonly setupIntents = new ObjectTable<FakeSetupIntent>('setupintent');
  readonly paymentMethods = new ObjectTable<FakePaymentMethod>('PaymentMethod');
  readonly subscriptions = new ObjectTable<FakeSubscription>('subscription');
  readonly webhookEndpoints = new ObjectTable<FakeWebhookEndpoint>('webhook endpoint');
  readonly events: StripeEventLike[] = [];

  constructor(
    readonly clock: FakeClock,
    readonly webhookSecret: string,
  ) {}

  /** A payment method sent as `param` for a customer: it must exist and be attached to that customer. */
  customersPaymentMethod(customerId: string, paymentMethodId: string, param: string): FakePaymentMethod {
    const paymentMethod = this.paymentMethods.fromParam(paymentMethodId, param);
    if (paymentMethod.customer !== customerId) throw paymentMethodNotAttached(paymentMethodId, param);
    return paymentMethod;
  }

  /** Any stored object by id, for `expand`; events are not expandable, as in Stripe. */
  findAny(id: string): { id: string } | undefined {
    const tables = [this.customers, this.setupIntents, this.paymentMethods, this.subscriptions, this.webhookEndpoints];
    for (const table of tables) {
      const row = table.find(id);
      if (row) return row;
    }
    return undefined;
  }
}
