import { type INestApplication } from '@nestjs/common';
import { loadConfig } from '@reelmix/config';
import { DomainError, type EventName } from '@reelmix/contracts';
import { EVENTS_EXCHANGE, RpcClient } from '@reelmix/messaging';
import { startBrokerTransport } from '@reelmix/service-host';
import { BrokerVhost, createTestDatabase, databaseUrlFor, dropTestDatabase, waitFor, ControlledClock, bootWithClock, loadProductionConfig, TEST_ENCRYPTION_KEYS, TEST_PASSWORD_HASHING } from '@reelmix/testing';
import { type Channel, type ChannelModel, connect } from 'amqplib';
import { DataSource } from 'typeorm';
import { AuthConfig } from '../../src/auth.config';
import { AuthModule } from '../../src/auth.module';

export { DAY_MS } from '@reelmix/testing';

/**
 * The auth service as `runService` wires it (broker transport, no HTTP port) on a vhost and a
 * database of its own, with the test's clock: user counts and the admins table must not be
 * shared with other test files.
 */
export class AuthTestApp {
  private broker?: ChannelModel;
  private probeChannel?: Channel;

  private constructor(
    readonly app: INestApplication,
    readonly clock: ControlledClock,
    readonly vhost: BrokerVhost,
    private readonly database: string,
  ) {}

  static async start(env: Record<string, string> = {}): Promise<AuthTestApp> {
    const vhost = BrokerVhost.create('reelmix_auth');
    const database = await createTestDatabase();
    const clock = new ControlledClock();
    try {
      const load = env.NODE_ENV === 'production' ? loadProductionConfig : loadConfig;
      const config = load(AuthConfig, {
        DATABASE_URL: databaseUrlFor(database),
        AMQP_URL: vhost.url,
        LOG_LEVEL: 'warn',
        RESET_LINK_KEY: TEST_ENCRYPTION_KEYS.RESET_LINK_KEY,
        ...TEST_PASSWORD_HASHING,
        ...env,
      });
      const app = await bootWithClock(AuthModule.register(config), clock);
      await startBrokerTransport(app, 'auth', config);
      await app.init();
      return new AuthTestApp(app, clock, vhost, database);
    } catch (error) {
      vhost.delete();
      await dropTestDatabase(database);
      throw error;
    }
  }

  async close(): Promise<void> {
    await this.broker?.close();
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

  /** A queue bound to `name` on the events exchange, to see what the service published. */
  async listen(name: EventName): Promise<{ next(options?: { timeoutMs?: number }): Promise<unknown> }> {
    this.broker ??= await connect(this.vhost.url);
    this.probeChannel ??= await this.broker.createChannel();
    const channel = this.probeChannel;
    const { queue } = await channel.assertQueue('', { exclusive: true });
    await channel.bindQueue(queue, EVENTS_EXCHANGE, name);
    return {
      next: async ({ timeoutMs = 10_000 } = {}) => {
        const message = await waitFor(async () => (await channel.get(queue, { noAck: true })) || undefined, { what: name, timeoutMs });
        return JSON.parse(message.content.toString());
      },
    };
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
