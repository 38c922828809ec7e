import { Events } from '@reelmix/contracts';
import { uniqueName, waitFor } from '@reelmix/testing';
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { AmqpConnection } from '../src/amqp-connection';
import { countDeadLetters } from '../src/dead-letters/dead-letter-counts';
import { EventPublisher } from '../src/event-publisher';
import { deadLetterQueueOf } from '../src/topology';
import { AMQP_URL, BrokerProbe } from './fixtures/broker';
import { RecordingConsumer, startRecordingConsumer } from './fixtures/recording-consumer';

const DATABASE_URL = process.env.DATABASE_URL as string;
const ROOT = join(__dirname, '../../..');

/** Runs the command an operator runs, against this run's vhost. */
async function redriveCommand(service: string): Promise<string> {
  const { stdout } = await promisify(execFile)('npm', ['run', '-s', 'dlq:redrive', '--', service], {
    cwd: ROOT,
    env: { ...process.env, AMQP_URL },
  });
  return stdout;
}

describe('dead-lettered events', () => {
  const service = uniqueName('redrive');
  let connection: AmqpConnection;
  let publisher: EventPublisher;
  let probe: BrokerProbe;
  let consumer: RecordingConsumer;

  beforeAll(async () => {
    connection = new AmqpConnection({ url: AMQP_URL, name: 'redrive-test' });
    await connection.connect();
    publisher = new EventPublisher(connection);
    await publisher.whenReady();
    probe = await BrokerProbe.open();
  });

  afterAll(async () => {
    await consumer?.dataSource.query(`DROP SCHEMA IF EXISTS "${service}" CASCADE`).catch(() => undefined);
    await consumer?.close();
    await probe.removeQueuesOf(service);
    await probe.close();
    await connection.close();
  });

  it('are counted, and the redrive command brings them back to be handled exactly once', async () => {
    // Two deliveries fail (the limit is 1 redelivery), so both events are parked; the third works.
    const parked: string[] = [randomUUID(), randomUUID()];
    consumer = await startRecordingConsumer({
      service,
      databaseUrl: DATABASE_URL,
      amqpUrl: AMQP_URL,
      deliveryLimit: 1,
      behaviour: { failFirst: Object.fromEntries(parked.map((id) => [id, 2])) },
    });
    for (const userId of parked) await publisher.publish(Events.UserDeleted, { userId, deletedAt: new Date().toISOString() });

    const queue = deadLetterQueueOf(service);
    await waitFor(async () => (await countDeadLetters(consumer.connection))?.[queue] === 2, {
      what: 'both events in the dead-letter queue',
      timeoutMs: 15000,
    });
    const ours = async () => (await consumer.effects()).map((row) => row.user_id).filter((id) => parked.includes(id));
    expect(await ours()).toEqual([]);

    expect(await redriveCommand(service)).toContain(`Moved 2 message(s) from ${queue} to ${service}.events; 0 left`);

    await waitFor(async () => (await ours()).length === 2, { what: 'the redriven events handled' });
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect((await ours()).sort()).toEqual([...parked].sort());
    expect((await countDeadLetters(consumer.connection))?.[queue]).toBe(0);
  });
});
