import { Events } from '@reelmix/contracts';
import { openServiceDataSource } from '@reelmix/db';
import { runWithCorrelationId } from '@reelmix/logging';
import { sleep, uniqueName, waitFor } from '@reelmix/testing';
import { randomUUID } from 'node:crypto';
import { AmqpConnection } from '../src/amqp-connection';
import { EventPublisher } from '../src/event-publisher';
import { InboxMessage } from '../src/inbox/inbox-message.entity';
import { MESSAGING_MIGRATIONS, messagesHandled, outboxBacklog } from '../src';
import { OutboxMessage } from '../src/outbox/outbox-message.entity';
import { OutboxRelay } from '../src/outbox/outbox-relay';
import { OutboxWriter } from '../src/outbox/outbox-writer';
import { AMQP_URL, BrokerProbe } from './fixtures/broker';
import { RecordingConsumer, startRecordingConsumer } from './fixtures/recording-consumer';

const DATABASE_URL = process.env.DATABASE_URL as string;

const userDeleted = (userId = randomUUID()) => ({ userId, deletedAt: new Date().toISOString() });

/** The current value of a metric's series with exactly these labels (0 when it has none yet). */
const metricValue = async (metric: typeof messagesHandled | typeof outboxBacklog, labels: Record<string, string>) =>
  (await metric.get()).values.find((value) => JSON.stringify(value.labels) === JSON.stringify(labels))?.value ?? 0;

/**
 * Every consumer bound to user.deleted.v1 also receives the events other test files publish at
 * the same time (that is what fan-out means), so each test counts only the users it made up.
 */
const about = async (consumer: RecordingConsumer, userIds: string[]) =>
  (await consumer.effects()).filter((row) => userIds.includes(row.user_id));

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
    await publisher.whenReady();
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

  it('delivers one event to every service bound to it, carrying the correlation id', async () => {
    const billing = await consumer();
    const uploads = await consumer();
    const { userId } = userDeleted();
    await runWithCorrelationId('trace-fan-out', () => publisher.publish(Events.UserDeleted, userDeleted(userId)));

    await waitFor(async () => (await about(billing, [userId])).length === 1 && (await about(uploads, [userId])).length === 1, {
      what: 'both services to handle the event',
    });
    await sleep(300);
    expect(await about(billing, [userId])).toHaveLength(1);
    expect(await about(uploads, [userId])).toHaveLength(1);
    expect((await about(billing, [userId]))[0].correlation_id).toBe('trace-fan-out');
    expect((await about(uploads, [userId]))[0].correlation_id).toBe('trace-fan-out');
  });

  it('keeps a message whose handler throws and handles it on a later delivery', async () => {
    const flaky = randomUUID();
    const service = await consumer({ deliveryLimit: 5, behaviour: { failFirst: { [flaky]: 2 } } });
    await publisher.publish(Events.UserDeleted, userDeleted(flaky));

    await waitFor(async () => (await about(service, [flaky])).length === 1, { what: 'the retried event' });
    await sleep(300);
    expect(await about(service, [flaky])).toHaveLength(1);
  });

  it('parks a poison message in the dead-letter queue after the limit while the queue keeps flowing', async () => {
    const poison = randomUUID();
    const name = uniqueName('svc');
    const service = await consumer({ service: name, deliveryLimit: 2, behaviour: { failFirst: { [poison]: 1000 } } });
    await publisher.publish(Events.UserDeleted, userDeleted(poison));
    const healthy = [randomUUID(), randomUUID(), randomUUID()];
    for (const userId of healthy) await publisher.publish(Events.UserDeleted, userDeleted(userId));

    await waitFor(async () => (await about(service, healthy)).length === healthy.length, { what: 'the healthy events' });
    const parked = await waitFor(async () => {
      const bodies = await probe.deadLettered(name);
      return bodies.length > 0 ? bodies : undefined;
    }, { what: 'the poison message in the DLQ', timeoutMs: 15000 });
    expect(JSON.parse(parked[0]).userId).toBe(poison);
    expect((await about(service, [...healthy, poison])).map((row) => row.user_id).sort()).toEqual([...healthy].sort());

    const queue = `${name}.events`;
    expect(await metricValue(messagesHandled, { queue, outcome: 'done' })).toBe(healthy.length);
    expect(await metricValue(messagesHandled, { queue, outcome: 'retried' })).toBe(2);
    expect(await metricValue(messagesHandled, { queue, outcome: 'dead-lettered' })).toBe(1);
  });

  it('dead-letters at once what can never be handled: bad JSON, invalid payloads, no message id', async () => {
    const name = uniqueName('svc');
    const service = await consumer({ service: name });
    probe.publishRaw(Events.UserDeleted, '{not json');
    probe.publishRaw(Events.UserDeleted, JSON.stringify({ userId: 'not-a-uuid', deletedAt: 'yesterday' }));
    const noId = userDeleted();
    probe.publishRaw(Events.UserDeleted, JSON.stringify(noId), '');
    const valid = userDeleted();
    await publisher.publish(Events.UserDeleted, valid);

    await waitFor(async () => (await about(service, [valid.userId])).length === 1, { what: 'the valid event' });
    expect(await about(service, [noId.userId])).toHaveLength(0);
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
    const twice = userDeleted();
    const once = userDeleted();
    probe.publishRaw(Events.UserDeleted, JSON.stringify(twice), messageId);
    probe.publishRaw(Events.UserDeleted, JSON.stringify(twice), messageId);
    probe.publishRaw(Events.UserDeleted, JSON.stringify(once));
    const ours = [twice.userId, once.userId];

    await waitFor(async () => (await about(service, ours)).length === 2, { what: 'two distinct effects' });
    await sleep(500);
    const effects = await about(service, ours);
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
      migrations: MESSAGING_MIGRATIONS,
    });
    try {
      const writer = new OutboxWriter(producer);
      const { userId } = userDeleted();
      const rolledBack = userDeleted();
      const live = userDeleted();
      const ours = [userId, rolledBack.userId, live.userId];
      // The write commits, then the process "dies": no relay was running to send it.
      await dataSource.transaction((manager) => writer.add(manager, Events.UserDeleted, userDeleted(userId)));
      // A rolled-back write must never be sent.
      await dataSource
        .transaction(async (manager) => {
          await writer.add(manager, Events.UserDeleted, rolledBack);
          throw new Error('rollback');
        })
        .catch(() => undefined);
      await sleep(300);
      expect(await about(receiver, ours)).toHaveLength(0);

      const relay = new OutboxRelay(dataSource, publisher, { schema: producer, databaseUrl: DATABASE_URL });
      await relay.measureBacklog();
      expect(await metricValue(outboxBacklog, { schema: producer })).toBe(1);
      await relay.start();
      try {
        await waitFor(async () => (await about(receiver, ours)).length === 1, { what: 'the relayed event' });
        expect((await about(receiver, ours))[0].user_id).toBe(userId);
        const [{ count }] = await dataSource.query(
          `SELECT count(*)::int AS count FROM "${producer}"."outbox" WHERE published_at IS NULL`,
        );
        expect(count).toBe(0);
        await relay.measureBacklog();
        expect(await metricValue(outboxBacklog, { schema: producer })).toBe(0);

        // A write while the relay runs is sent promptly, woken by NOTIFY rather than the poll.
        await dataSource.transaction((manager) => writer.add(manager, Events.UserDeleted, live));
        await waitFor(async () => (await about(receiver, ours)).length === 2, { what: 'the live event', timeoutMs: 1500 });
        expect((await about(receiver, ours)).map((row) => row.user_id)).not.toContain(rolledBack.userId);
      } finally {
        await relay.stop();
      }
    } finally {
      await dataSource.query(`DROP SCHEMA "${producer}" CASCADE`);
      await dataSource.destroy();
    }
  });
});
