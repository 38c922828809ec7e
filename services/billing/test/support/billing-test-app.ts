import { type INestApplication } from '@nestjs/common';
import { loadConfig } from '@reelmix/config';
import { DomainError, type EventMap, type EventName, Events, hasProAccess, Rpc, type SubscriptionChangedV1 } from '@reelmix/contracts';
import { EventPublisher, RpcClient } from '@reelmix/messaging';
import { startBrokerTransport } from '@reelmix/service-host';
import { BrokerVhost, createTestDatabase, databaseUrlFor, dropTestDatabase, uniqueName, waitFor, ControlledClock, bootWithClock, TEST_ENCRYPTION_KEYS, testRpcTimeout } from '@reelmix/testing';
import { type Channel, type ChannelModel, connect } from 'amqplib';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { BillingConfig } from '../../src/billing.config';
import { BillingModule } from '../../src/billing.module';
import { Subscription } from '../../src/subscriptions/subscription.entity';
import { BillingSweepService } from '../../src/sweep/billing-sweep.service';

export { DAY_MS } from '@reelmix/testing';

export interface Customer {
  userId: string;
  email: string;
}

/**
 * The billing service booted as `runService` wires it (broker transport included, no HTTP port),
 * on a broker vhost and a database of its own: revenue and activity cover every row in the
 * database, so test files must not see each other's. Its clock is the test's, and every
 * subscription.changed.v1 it publishes is collected from the broker as auth would receive it.
 */
export class BillingTestApp {
  private readonly changes: SubscriptionChangedV1[] = [];

  private constructor(
    readonly app: INestApplication,
    readonly clock: ControlledClock,
    private readonly vhost: BrokerVhost,
    private readonly database: string,
    private readonly broker: ChannelModel,
  ) {}

  static async start(env: Record<string, string> = {}, clock = new ControlledClock()): Promise<BillingTestApp> {
    const vhost = BrokerVhost.create('reelmix_billing');
    const database = await createTestDatabase();
    try {
      const config = loadConfig(BillingConfig, {
        ...testRpcTimeout(),
        DATABASE_URL: databaseUrlFor(database),
        AMQP_URL: vhost.url,
        LOG_LEVEL: 'warn',
        // The test runs the sweep itself, when it has moved the clock.
        BILLING_SWEEP_MS: '3600000',
        BILLING_SETTINGS_KEY: TEST_ENCRYPTION_KEYS.BILLING_SETTINGS_KEY,
        ...env,
      });
      const broker = await connect(vhost.url);
      const app = await bootWithClock(BillingModule.register(config), clock);
      await startBrokerTransport(app, 'billing', config);
      await app.init();
      // The exchange exists once billing's publisher is ready.
      await app.get(EventPublisher).whenReady();
      const service = new BillingTestApp(app, clock, vhost, database, broker);
      await service.listenForChanges(await broker.createChannel());
      return service;
    } catch (error) {
      vhost.delete();
      await dropTestDatabase(database);
      throw error;
    }
  }

  async close(): Promise<void> {
    await this.broker.close();
    await this.app.close();
    this.vhost.delete();
    await dropTestDatabase(this.database);
  }

  get rpc(): RpcClient {
    return this.app.get(RpcClient);
  }

  get db(): DataSource {
    return this.app.get(DataSource);
  }

  /** One pass of the sweep: in local mode, the test provider's trials and periods move on. */
  sweep(): Promise<void> {
    return this.app.get(BillingSweepService).sweep();
  }

  /** Publishes an event and waits until billing has handled it (its inbox entry committed). */
  async deliver<K extends EventName>(name: K, payload: EventMap[K]): Promise<void> {
    const messageId = await this.app.get(EventPublisher).publish(name, payload);
    await waitFor(
      async () => (await this.db.query(`SELECT 1 FROM "billing"."inbox" WHERE "message_id" = $1`, [messageId])).length === 1,
      { what: `${name} ${messageId} to be handled` },
    );
  }

  subscriptionsOf(userId: string): Promise<Subscription[]> {
    return this.db.getRepository(Subscription).find({ where: { userId }, order: { createdAt: 'ASC' } });
  }

  /** The subscription.changed.v1 events of the user that reached the broker so far, oldest first. */
  changesOf(userId: string): SubscriptionChangedV1[] {
    return this.changes.filter((change) => change.userId === userId).sort((a, b) => a.occurredAt.localeCompare(b.occurredAt));
  }

  /** Waits for the user's `count`-th change to reach the broker and answers it. */
  async change(userId: string, count: number): Promise<SubscriptionChangedV1> {
    return waitFor(() => this.changesOf(userId)[count - 1], { what: `subscription.changed.v1 #${count} of ${userId}` });
  }

  /**
   * What auth makes of the events: it keeps the newest by `occurredAt` and derives Pro from it
   * with the shared `hasProAccess` rule.
   */
  authView(userId: string): { status: string | null; isPro: boolean } {
    const newest = this.changesOf(userId).at(-1);
    if (!newest) return { status: null, isPro: false };
    const state = {
      subscriptionStatus: newest.status,
      subscriptionTrialEnd: newest.trialEnd ?? null,
      subscriptionCurrentPeriodEnd: newest.currentPeriodEnd ?? null,
    };
    return { status: newest.status, isPro: hasProAccess(state, this.clock.now()) };
  }

  /** The payloads billing wrote to its outbox for `name` about the user. */
  async announced(name: EventName, userId: string): Promise<Array<Record<string, unknown>>> {
    const rows = (await this.db.query(
      `SELECT "payload" FROM "billing"."outbox" WHERE "event_name" = $1 AND "payload"->>'userId' = $2 ORDER BY "created_at"`,
      [name, userId],
    )) as Array<{ payload: Record<string, unknown> }>;
    return rows.map((row) => row.payload);
  }

  newCustomer(): Customer {
    return { userId: randomUUID(), email: `${uniqueName('customer')}@example.com` };
  }

  /**
   * A signed-in customer starts Pro with the built-in provider's test card: a 7-day trial the
   * first time. Answers the subscription's id.
   */
  async subscribeWithTestCard(customer: Customer, cardNumber = '4242424242424242'): Promise<string> {
    const setup = await this.rpc.request('billing', Rpc.SetupSubscription, customer);
    await this.rpc.request('billing', Rpc.ConfirmTestCard, {
      clientSecret: setup.clientSecret,
      cardNumber,
      expMonth: 12,
      expYear: this.clock.now().getUTCFullYear() + 5,
      cvc: '123',
    });
    await this.rpc.request('billing', Rpc.ConfirmSetup, { userId: customer.userId, setupIntentId: setup.setupIntentId });
    const [subscription] = await this.subscriptionsOf(customer.userId);
    return subscription.id;
  }

  private async listenForChanges(channel: Channel): Promise<void> {
    const { queue } = await channel.assertQueue('', { exclusive: true });
    await channel.bindQueue(queue, 'reelmix.events', Events.SubscriptionChanged);
    await channel.consume(queue, (message) => message && this.changes.push(JSON.parse(message.content.toString()) as SubscriptionChangedV1), {
      noAck: true,
    });
  }
}

/** The DomainError a call failed with. */
export function failureOf(work: Promise<unknown>): Promise<DomainError> {
  return work.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (error: DomainError) => error,
  );
}
