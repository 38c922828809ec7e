import { Events } from '@reelmix/contracts';
import { openServiceDataSource } from '@reelmix/db';
import { sleep, uniqueName, waitFor } from '@reelmix/testing';
import { randomUUID } from 'node:crypto';
import { AmqpConnection } from '../src/amqp-connection';
import { EventPublisher } from '../src/event-publisher';
import { InboxMessage } from '../src/inbox/inbox-message.entity';
import { MessagingTables1763700000000 } from '../src/messaging-tables.migration';
import { OutboxMessage } from '../src/outbox/outbox-message.entity';
import { OutboxRelay } from '../src/outbox/outbox-relay';
import { OutboxWriter } from '../src/outbox/outbox-writer';
import { AMQP_URL, BrokerProbe } from './fixtures/broker';
import { RecordingConsumer, startRecordingConsumer } from './fixtures/recording-consumer';

const DATABASE_URL = process.env.DATABASE_URL as string;

const userDeleted = (userId = randomUUID()) => ({ userId, deletedAt: new Date().toISOString() });

describe('messaging against the real broker and database', () => {
  let connection: AmqpConnection;
  let publisher: EventPublisher;
  let probe: BrokerProbe;
  const consumers: RecordingConsumer[] = [];
  const services: string[] = [];

  const consumer = async (options: Partial<Parameters<typeof startRecordingConsumer>[0]> = {}) => {
    const service = options.service ?? uniqueName('svc');
    services.push(service);
    const started = await startRecordingConsumer({ service, databaseUrl: DATABASE_URL, amqpUrl: AMQP_URL, ...options });
    consumers.push(started);
    return started;
  };

  beforeAll(async () => {
    connection = new AmqpConnection({ url: AMQP_URL, name: 'messaging-test' });
    await connection.connect();
    publisher = new EventPublisher(connection);
    await waitFor(() => connection.isConnected(), { what: 'the publisher connection' });
    probe = await BrokerProbe.open();
  });

  afterEach(async () => {
    await Promise.all(consumers.splice(0).map((c) => c.close()));
  });

  afterAll(async () => {
    await probe.removeQueuesOf(...services);
    await probe.close();
    await connection.close();
  });

  it('delivers one event to every service bound to it', async () => {
    const billing = await consumer();
    const uploads = await consumer();
    const { userId } = userDeleted();
    await publisher.publish(Events.UserDeleted, userDeleted(userId));

    await waitFor(async () => (await billing.effects()).length === 1 && (await uploads.effects()).length === 1, {
      what: 'both services to handle the event',
    });
    expect((await billing.effects())[0].user_id).toBe(userId);
    expect((await uploads.effects())[0].user_id).toBe(userId);
  });

  it('keeps a message whose handler throws and handles it on a later delivery', async () => {
    const flaky = randomUUID();
    const service = await consumer({ deliveryLimit: 5, behaviour: { failFirst: { [flaky]: 2 } } });
    await publisher.publish(Events.UserDeleted, userDeleted(flaky));

    await waitFor(async () => (await service.effects()).length === 1, { what: 'the retried event' });
    await sleep(300);
    expect(await service.effects()).toHaveLength(1);
  });

  it('parks a poison message in the dead-letter queue after the limit while the queue keeps flowing', async () => {
    const poison = randomUUID();
    const name = uniqueName('svc');
    const service = await consumer({ service: name, deliveryLimit: 2, behaviour: { failFirst: { [poison]: 1000 } } });
    await publisher.publish(Events.UserDeleted, userDeleted(poison));
    const healthy = [randomUUID(), randomUUID(), randomUUID()];
    for (const userId of healthy) await publisher.publish(Events.UserDeleted, userDeleted(userId));

    await waitFor(async () => (await service.effects()).length === healthy.length, { what: 'the healthy events' });
    const parked = await waitFor(async () => {
      const bodies = await probe.deadLettered(name);
      return bodies.length > 0 ? bodies : undefined;
    }, { what: 'the poison message in the DLQ', timeoutMs: 15000 });
    expect(JSON.parse(parked[0]).userId).toBe(poison);
    expect((await service.effects()).map((row) => row.user_id).sort()).toEqual([...healthy].sort());
  });

  it('dead-letters at once what can never be handled: bad JSON, invalid payloads, no message id', async () => {
    const name = uniqueName('svc');
    const service = await consumer({ service: name });
    probe.publishRaw(Events.UserDeleted, '{not json');
    probe.publishRaw(Events.UserDeleted, JSON.stringify({ userId: 'not-a-uuid', deletedAt: 'yesterday' }));
    probe.publishRaw(Events.UserDeleted, JSON.stringify(userDeleted()), '');
    await publisher.publish(Events.UserDeleted, userDeleted());

    await waitFor(async () => (await service.effects()).length === 1, { what: 'the valid event' });
    const parked: string[] = [];
    await waitFor(async () => {
      parked.push(...(await probe.deadLettered(name)));
      return parked.length === 3;
    }, { what: 'three refused messages in the DLQ' });
    expect(parked).toContain('{not json');
  });

  it('gives a redelivered message a single effect', async () => {
    const service = await consumer();
    const messageId = randomUUID();
    const body = JSON.stringify(userDeleted());
    probe.publishRaw(Events.UserDeleted, body, messageId);
    probe.publishRaw(Events.UserDeleted, body, messageId);
    probe.publishRaw(Events.UserDeleted, JSON.stringify(userDeleted()));

    await waitFor(async () => (await service.effects()).length === 2, { what: 'two distinct effects' });
    await sleep(500);
    const effects = await service.effects();
    expect(effects).toHaveLength(2);
    expect(effects.filter((row) => row.message_id === messageId)).toHaveLength(1);
  });

  it('publishes an outbox row written before a crash once the relay runs again', async () => {
    const receiver = await consumer();
    const producer = uniqueName('producer');
    const dataSource = await openServiceDataSource({
      url: DATABASE_URL,
      schema: producer,
      entities: [OutboxMessage, InboxMessage],
      migrations: [MessagingTables1763700000000],
    });
    try {
      const writer = new OutboxWriter(producer);
      const { userId } = userDeleted();
      // The write commits, then the process "dies": no relay was running to send it.
      await dataSource.transaction((manager) => writer.add(manager, Events.UserDeleted, userDeleted(userId)));
      // A rolled-back write must never be sent.
      await dataSource
        .transaction(async (manager) => {
          await writer.add(manager, Events.UserDeleted, userDeleted());
          throw new Error('rollback');
        })
        .catch(() => undefined);
      await sleep(300);
      expect(await receiver.effects()).toHaveLength(0);

      const relay = new OutboxRelay(dataSource, publisher, { schema: producer, databaseUrl: DATABASE_URL });
      await relay.start();
      try {
        await waitFor(async () => (await receiver.effects()).length === 1, { what: 'the relayed event' });
        expect((await receiver.effects())[0].user_id).toBe(userId);
        const [{ count }] = await dataSource.query(
          `SELECT count(*)::int AS count FROM "${producer}"."outbox" WHERE published_at IS NULL`,
        );
        expect(count).toBe(0);

        // A write while the relay runs is sent promptly, woken by NOTIFY rather than the poll.
        await dataSource.transaction((manager) => writer.add(manager, Events.UserDeleted, userDeleted()));
        await waitFor(async () => (await receiver.effects()).length === 2, { what: 'the live event', timeoutMs: 1500 });
      } finally {
        await relay.stop();
      }
    } finally {
      await dataSource.query(`DROP SCHEMA "${producer}" CASCADE`);
      await dataSource.destroy();
    }
  });
});
