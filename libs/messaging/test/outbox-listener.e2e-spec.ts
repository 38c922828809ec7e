import { Events } from '@reelmix/contracts';
import { openServiceDataSource } from '@reelmix/db';
import { FaultProxy, sleep, uniqueName, waitFor } from '@reelmix/testing';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { MESSAGING_MIGRATIONS } from '../src';
import { AmqpConnection } from '../src/amqp-connection';
import { EventPublisher } from '../src/event-publisher';
import { InboxMessage } from '../src/inbox/inbox-message.entity';
import { outboxListenerName } from '../src/outbox/outbox-channel';
import { OutboxMessage } from '../src/outbox/outbox-message.entity';
import { OutboxRelay } from '../src/outbox/outbox-relay';
import { OutboxWriter } from '../src/outbox/outbox-writer';
import { AMQP_URL, BrokerProbe } from './fixtures/broker';

const DATABASE_URL = process.env.DATABASE_URL as string;

/**
 * The relay's LISTEN connection goes through a proxy the test cuts; its data source does not, so
 * what is measured is the listener alone. The poll is set to a minute: an event that arrives
 * within seconds was woken by NOTIFY.
 */
describe('the outbox relay across database restarts', () => {
  const schema = uniqueName('outbox_listen');
  let proxy: FaultProxy;
  let dataSource: DataSource;
  let connection: AmqpConnection;
  let publisher: EventPublisher;
  let probe: BrokerProbe;
  let relay: OutboxRelay;
  const received: string[] = [];

  const listeners = async (): Promise<number> => {
    const [{ count }] = await dataSource.query(
      `SELECT count(*)::int AS count FROM pg_stat_activity WHERE application_name = $1 AND datname = current_database()`,
      [outboxListenerName(schema)],
    );
    return count;
  };

  beforeAll(async () => {
    proxy = await FaultProxy.start(DATABASE_URL);
    dataSource = await openServiceDataSource({ url: DATABASE_URL, schema, entities: [OutboxMessage, InboxMessage], migrations: MESSAGING_MIGRATIONS });
    connection = new AmqpConnection({ url: AMQP_URL, name: 'outbox-listener-test' });
    await connection.connect();
    publisher = new EventPublisher(connection);
    await publisher.whenReady();
    probe = await BrokerProbe.open();
    const { queue } = await probe.channel.assertQueue('', { exclusive: true, autoDelete: true });
    await probe.channel.bindQueue(queue, 'reelmix.events', Events.UserDeleted);
    await probe.channel.consume(queue, (message) => message && received.push(JSON.parse(message.content.toString()).userId), { noAck: true });
    relay = new OutboxRelay(dataSource, publisher, {
      schema,
      databaseUrl: proxy.urlFor(DATABASE_URL),
      pollIntervalMs: 60000,
      listenBackoff: { initialMs: 50, maxMs: 300 },
    });
    await relay.start();
  });

  afterAll(async () => {
    await relay.stop();
    await proxy.close();
    await probe.close();
    await connection.close();
    await dataSource.query(`DROP SCHEMA "${schema}" CASCADE`);
    await dataSource.destroy();
  });

  const relayedPromptly = async () => {
    const userId = randomUUID();
    await dataSource.transaction((manager) =>
      new OutboxWriter(schema).add(manager, Events.UserDeleted, { userId, deletedAt: new Date().toISOString() }),
    );
    await waitFor(() => received.includes(userId), { what: 'the event woken by NOTIFY', timeoutMs: 3000 });
  };

  it('keeps exactly one LISTEN connection through five cuts and still relays on NOTIFY', async () => {
    await waitFor(async () => relay.isListening && (await listeners()) === 1, { what: 'the first listener' });
    for (let cut = 1; cut <= 5; cut += 1) {
      const accepted = proxy.acceptedConnections;
      proxy.cut();
      await waitFor(() => relay.isListening && proxy.acceptedConnections > accepted, { what: `the listener back after cut ${cut}` });
    }
    // Postgres ends the backends of cut connections as it notices them; then exactly one is left.
    await waitFor(async () => (await listeners()) === 1, { what: 'one listener left' });
    await sleep(1000);
    expect(await listeners()).toBe(1);
    expect(proxy.openConnections).toBe(1);
    await relayedPromptly();
  });

  it('listens again after an outage that outlasts many retries', async () => {
    await proxy.outage();
    await waitFor(() => !relay.isListening, { what: 'the listener to notice' });
    await sleep(2500);
    await proxy.restore();
    await waitFor(async () => relay.isListening && (await listeners()) === 1, { what: 'the listener back', timeoutMs: 5000 });
    await sleep(500);
    expect(await listeners()).toBe(1);
    await relayedPromptly();
  });
});
