import { type INestApplication } from '@nestjs/common';
import { loadConfig } from '@reelmix/config';
import { type AffiliateStatsView, DomainError, type EventMap, type EventName, Events, Rpc } from '@reelmix/contracts';
import { EventPublisher, RpcClient } from '@reelmix/messaging';
import { startBrokerTransport } from '@reelmix/service-host';
import { BrokerVhost, createTestDatabase, databaseUrlFor, dropTestDatabase, uniqueName, waitFor, ControlledClock, bootWithClock, testRpcTimeout } from '@reelmix/testing';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { AffiliatesConfig } from '../../src/affiliates.config';
import { AffiliatesModule } from '../../src/affiliates.module';
import { Commission } from '../../src/commissions/commission.entity';

export const TEST_PUBLIC_URL = 'http://reelmix.test:8080';
export { DAY_MS } from '@reelmix/testing';
export const PRO_CENTS = 2900;

export interface Person {
  userId: string;
  email: string;
}

/**
 * The affiliates service booted as `runService` wires it (broker transport included, no HTTP
 * port), on a broker vhost and a database of its own: a payout run pays every affiliate in the
 * database, so test files must not see each other's. Its clock is the test's.
 */
export class AffiliatesTestApp {
  private constructor(
    readonly app: INestApplication,
    readonly clock: ControlledClock,
    private readonly vhost: BrokerVhost,
    private readonly database: string,
  ) {}

  static async start(env: Record<string, string> = {}): Promise<AffiliatesTestApp> {
    const vhost = BrokerVhost.create('reelmix_affiliates');
    const database = await createTestDatabase();
    const clock = new ControlledClock();
    try {
      const config = loadConfig(AffiliatesConfig, {
        ...testRpcTimeout(),
        DATABASE_URL: databaseUrlFor(database),
        AMQP_URL: vhost.url,
        LOG_LEVEL: 'warn',
        PUBLIC_URL: TEST_PUBLIC_URL,
        ...env,
      });
      const app = await bootWithClock(AffiliatesModule.register(config), clock);
      await startBrokerTransport(app, 'affiliates', config);
      await app.init();
      return new AffiliatesTestApp(app, clock, vhost, database);
    } catch (error) {
      vhost.delete();
      await dropTestDatabase(database);
      throw error;
    }
  }

  async close(): Promise<void> {
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

  /** Publishes an event and waits until the service has handled it (its inbox entry committed). */
  async deliver<K extends EventName>(name: K, payload: EventMap[K]): Promise<string> {
    const messageId = await this.app.get(EventPublisher).publish(name, payload);
    await this.handled(messageId);
    return messageId;
  }

  /** Waits until the message's inbox entry is committed, and with it the handler's effects. */
  async handled(messageId: string): Promise<void> {
    await waitFor(
      async () => (await this.db.query(`SELECT 1 FROM "affiliates"."inbox" WHERE "message_id" = $1`, [messageId])).length === 1,
      { what: `message ${messageId} to be handled` },
    );
  }

  /** A new account, referred by `referrerId` when given; its address at `domain`. */
  async register(referrerId?: string, domain = 'example.com'): Promise<Person> {
    const person = { userId: randomUUID(), email: `${uniqueName('customer')}@${domain}` };
    await this.deliver(Events.UserRegistered, {
      userId: person.userId,
      email: person.email,
      referrerId: referrerId ?? null,
      registeredAt: this.clock.now().toISOString(),
    });
    return person;
  }

  /** A registered customer who joined the programme; their address at `domain`. */
  async affiliate(domain?: string): Promise<Person & { code: string }> {
    const person = await this.register(undefined, domain);
    const answer = await this.rpc.request('affiliates', Rpc.EnrolAffiliate, person);
    return { ...person, code: answer.data.affiliateCode };
  }

  /** A paid invoice of `userId`; returns its id. */
  async pay(userId: string, options: { amountCents?: number; paidAt?: Date; cardFingerprint?: string; invoiceId?: string } = {}): Promise<string> {
    const invoiceId = options.invoiceId ?? `in_${randomUUID()}`;
    await this.deliver(Events.InvoicePaid, {
      invoiceId,
      userId,
      subscriptionId: `sub_${userId}`,
      amountPaidCents: options.amountCents ?? PRO_CENTS,
      currency: 'usd',
      paidAt: (options.paidAt ?? this.clock.now()).toISOString(),
      cardFingerprint: options.cardFingerprint ?? null,
    });
    return invoiceId;
  }

  async refund(userId: string, invoiceId: string, amountRefundedCents: number): Promise<void> {
    await this.deliver(Events.InvoiceRefunded, { invoiceId, userId, amountRefundedCents, refundedAt: this.clock.now().toISOString() });
  }

  async saveCard(userId: string, cardFingerprint: string): Promise<void> {
    await this.deliver(Events.PaymentMethodSaved, { userId, cardFingerprint, savedAt: this.clock.now().toISOString() });
  }

  stats(userId: string): Promise<AffiliateStatsView> {
    return this.rpc.request('affiliates', Rpc.AffiliateStats, { userId });
  }

  /** The commission rows a referred user's payments made, oldest first. */
  commissionsOf(referredId: string): Promise<Commission[]> {
    return this.db.getRepository(Commission).find({ where: { referredId }, order: { invoicePaidAt: 'ASC', createdAt: 'ASC' } });
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
