import { Events } from '@reelmix/contracts';
import { FaultProxy, sleep, uniqueName, waitFor } from '@reelmix/testing';
import { randomUUID } from 'node:crypto';
import { AmqpConnection } from '../src/amqp-connection';
import { EventPublisher } from '../src/event-publisher';
import { AMQP_URL, BrokerProbe } from './fixtures/broker';
import { RecordingConsumer, startRecordingConsumer } from './fixtures/recording-consumer';

const DATABASE_URL = process.env.DATABASE_URL as string;
const userDeleted = (userId: string) => ({ userId, deletedAt: new Date().toISOString() });

/**
 * The consumer reaches PostgreSQL through a proxy the test can cut; the publisher and the broker
 * stay up. A database outage longer than the whole retry budget (3 deliveries with 100-400 ms
 * backoffs, under a second) must not send a single message to the dead-letter queue.
 */
describe('an event consumer whose database goes away', () => {
  const service = uniqueName('dbout');
  let proxy: FaultProxy;
  let connection: AmqpConnection;
  let publisher: EventPublisher;
  let probe: BrokerProbe;
  let consumer: RecordingConsumer;

  beforeAll(async () => {
    proxy = await FaultProxy.start(DATABASE_URL);
    connection = new AmqpConnection({ url: AMQP_URL, name: 'db-outage-test' });
    await connection.connect();
    publisher = new EventPublisher(connection);
    await publisher.whenReady();
    probe = await BrokerProbe.open();
    consumer = await startRecordingConsumer({
      service,
      databaseUrl: proxy.urlFor(DATABASE_URL),
      amqpUrl: AMQP_URL,
      deliveryLimit: 3,
      outageBackoff: { initialMs: 100, maxMs: 400 },
    });
  });

  afterAll(async () => {
    await proxy.restore();
    await consumer.dataSource.query(`DROP SCHEMA IF EXISTS "${service}" CASCADE`).catch(() => undefined);
    await consumer.close();
    await probe.removeQueuesOf(service);
    await probe.close();
    await connection.close();
    await proxy.close();
  });

  const effectsOf = async (ids: string[]) => (await consumer.effects()).map((row) => row.user_id).filter((id) => ids.includes(id));

  it('holds the messages through the outage and handles each exactly once when the database is back', async () => {
    const before = randomUUID();
    await publisher.publish(Events.UserDeleted, userDeleted(before));
    await waitFor(async () => (await effectsOf([before])).length === 1, { what: 'the first event' });

    await proxy.outage();
    const during = [randomUUID(), randomUUID(), randomUUID(), randomUUID()];
    for (const id of during) await publisher.publish(Events.UserDeleted, userDeleted(id));
    // Long enough for the old retry budget to be spent several times over.
    await sleep(2500);
    await proxy.restore();

    const ours = [before, ...during];
    await waitFor(async () => (await effectsOf(ours)).length === ours.length, { what: 'every event handled', timeoutMs: 15000 });
    await sleep(500);
    expect((await effectsOf(ours)).sort()).toEqual([...ours].sort());
    expect(await probe.deadLettered(service)).toEqual([]);
  });
});
