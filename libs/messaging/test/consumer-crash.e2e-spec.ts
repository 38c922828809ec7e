import { Events } from '@reelmix/contracts';
import { uniqueName, waitFor } from '@reelmix/testing';
import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import { AmqpConnection } from '../src/amqp-connection';
import { EventPublisher } from '../src/event-publisher';
import { AMQP_URL, BrokerProbe } from './fixtures/broker';
import { killHard, spawnConsumer } from './fixtures/consumer-child';

describe('a consumer process killed with SIGKILL', () => {
  const service = uniqueName('crash');
  let connection: AmqpConnection;
  let publisher: EventPublisher;
  let database: Client;

  beforeAll(async () => {
    connection = new AmqpConnection({ url: AMQP_URL, name: 'crash-test' });
    await connection.connect();
    publisher = new EventPublisher(connection);
    await publisher.whenReady();
    database = new Client({ connectionString: process.env.DATABASE_URL });
    await database.connect();
  });

  afterAll(async () => {
    const probe = await BrokerProbe.open();
    await probe.removeQueuesOf(service);
    await probe.close();
    await connection.close();
    await database.query(`DROP SCHEMA IF EXISTS "${service}" CASCADE`);
    await database.end();
  });

  // Other test files publish user.deleted.v1 at the same time; count only this test's users.
  const ours: string[] = [];
  const effects = async () =>
    (await database.query<{ user_id: string }>(`SELECT user_id FROM "${service}"."effects"`)).rows
      .map((r) => r.user_id)
      .filter((id) => ours.includes(id));

  it('loses nothing: the event it was handling and those sent while it was down each take effect once', async () => {
    // Slow handlers: the kill lands while the first event's transaction is still open.
    const first = await spawnConsumer(service, 3000);
    const inFlight = randomUUID();
    ours.push(inFlight);
    await publisher.publish(Events.UserDeleted, { userId: inFlight, deletedAt: new Date().toISOString() });
    await waitFor(
      async () => {
        const { rows } = await database.query(
          `SELECT count(*)::int AS n FROM pg_stat_activity WHERE state = 'idle in transaction' AND application_name = $1`,
          [service],
        );
        return rows[0].n > 0;
      },
      { what: 'the handler to be mid-transaction' },
    );
    await killHard(first);

    const whileDown = [randomUUID(), randomUUID()];
    ours.push(...whileDown);
    for (const userId of whileDown) {
      await publisher.publish(Events.UserDeleted, { userId, deletedAt: new Date().toISOString() });
    }
    expect(await effects()).toEqual([]);

    const second = await spawnConsumer(service, 0);
    try {
      await waitFor(async () => (await effects()).length === 3, { what: 'all three events', timeoutMs: 20000 });
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect((await effects()).sort()).toEqual([inFlight, ...whileDown].sort());
    } finally {
      await killHard(second);
    }
  });
});
