import { Controller, type INestMicroservice } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { MicroserviceOptions } from '@nestjs/microservices';
import { type BackendService, DomainError, ErrorCode, Events, type HealthCheckResponse, Rpc } from '@reelmix/contracts';
import { currentCorrelationId, runWithCorrelationId } from '@reelmix/logging';
import { FaultProxy, sleep, uniqueName, waitFor } from '@reelmix/testing';
import { ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import { AmqpConnection } from '../src/amqp-connection';
import { EventPublisher } from '../src/event-publisher';
import { RpcClient } from '../src/rpc/rpc-client';
import { TaskConsumer } from '../src/task-queue/task-consumer';
import { AmqpServer } from '../src/transport/amqp-server';
import { OnRequest } from '../src/transport/handler-decorators';
import { PassThroughRpcFilter } from '../src/transport/pass-through-rpc.filter';
import { AMQP_URL, BrokerProbe } from './fixtures/broker';
import { killHard, spawnConsumer } from './fixtures/consumer-child';

/** Answers at once, or after 1.5 s when the caller's correlation id asks for it. */
@Controller()
class SlowHealthController {
  @OnRequest(Rpc.HealthCheck)
  async check(): Promise<HealthCheckResponse> {
    if ((currentCorrelationId() ?? '').startsWith('slow')) await sleep(1500);
    return { service: 'outage', status: 'up', checks: {}, uptimeSeconds: 0 };
  }
}

/**
 * The code under test reaches RabbitMQ through a proxy the test cuts (connections dropped, new
 * ones refused) and restores; the test's own publisher and probe talk to the broker directly.
 * Whatever was in flight when the broker went away, the processes stay up, reconnect by
 * themselves, and every message takes effect exactly once.
 */
describe('services across a broker outage', () => {
  let proxy: FaultProxy;
  let direct: AmqpConnection;
  let publisher: EventPublisher;
  let probe: BrokerProbe;
  const unhandled: unknown[] = [];
  const recordUnhandled = (reason: unknown) => unhandled.push(reason);

  beforeAll(async () => {
    process.on('unhandledRejection', recordUnhandled);
    proxy = await FaultProxy.start(AMQP_URL);
    direct = new AmqpConnection({ url: AMQP_URL, name: 'outage-test-publisher' });
    await direct.connect();
    publisher = new EventPublisher(direct);
    await publisher.whenReady();
    probe = await BrokerProbe.open();
  });

  afterAll(async () => {
    process.off('unhandledRejection', recordUnhandled);
    await probe.close();
    await direct.close();
    await proxy.close();
  });

  afterEach(async () => {
    await proxy.restore();
    expect(unhandled).toEqual([]);
  });

  /** Drops every broker connection of the code under test and refuses new ones for `ms`. */
  const brokerDownFor = async (ms: number, during: () => Promise<void> = async () => undefined) => {
    await proxy.outage();
    await during();
    await sleep(ms);
    await proxy.restore();
  };

  describe('an event consumer process', () => {
    const service = uniqueName('brkout');
    let child: ChildProcess;
    let database: Client;

    beforeAll(async () => {
      database = new Client({ connectionString: process.env.DATABASE_URL });
      await database.connect();
    });

    afterAll(async () => {
      if (child) await killHard(child);
      await probe.removeQueuesOf(service);
      await database.query(`DROP SCHEMA IF EXISTS "${service}" CASCADE`);
      await database.end();
    });

    it('survives acks for a dead channel, reconnects, and handles every event once', async () => {
      // Handlers take 1.5 s, so the broker goes while they run and their acks meet a dead channel.
      child = await spawnConsumer(service, 1500, { AMQP_URL: proxy.urlFor(AMQP_URL), RECONNECT_MAX_MS: '500' });
      const ours: string[] = [randomUUID(), randomUUID(), randomUUID()];
      const effects = async () =>
        (await database.query<{ user_id: string }>(`SELECT user_id FROM "${service}"."effects"`)).rows
          .map((row) => row.user_id)
          .filter((id) => ours.includes(id));
      for (const userId of ours.slice(0, 2)) await publisher.publish(Events.UserDeleted, { userId, deletedAt: new Date().toISOString() });
      await sleep(500);
      await brokerDownFor(2500, () =>
        publisher.publish(Events.UserDeleted, { userId: ours[2], deletedAt: new Date().toISOString() }).then(() => undefined),
      );

      await waitFor(async () => (await effects()).length >= ours.length, { what: 'every event handled', timeoutMs: 20000 });
      await sleep(2000);
      expect((await effects()).sort()).toEqual([...ours].sort());
      expect(child.exitCode).toBeNull();
      expect(child.signalCode).toBeNull();
    });
  });

  describe('request/reply and publishing', () => {
    const service = uniqueName('rpcout') as BackendService;
    let connection: AmqpConnection;
    let app: INestMicroservice;
    let rpc: RpcClient;
    let outagePublisher: EventPublisher;

    beforeAll(async () => {
      connection = new AmqpConnection({ url: proxy.urlFor(AMQP_URL), name: service, reconnectMaxMs: 500 });
      await connection.connect();
      app = await NestFactory.createMicroservice<MicroserviceOptions>(
        { module: class OutageModule {}, controllers: [SlowHealthController] } as never,
        { strategy: new AmqpServer({ service, connection, prefetch: 5, deliveryLimit: 3 }), logger: ['error'] },
      );
      app.useGlobalFilters(new PassThroughRpcFilter());
      await app.listen();
      rpc = new RpcClient(connection, 3000);
      await rpc.whenReady();
      outagePublisher = new EventPublisher(connection);
      await outagePublisher.whenReady();
    });

    afterAll(async () => {
      await app.close();
      await connection.close();
    });

    const ask = (trace = 'fast') => runWithCorrelationId(trace, () => rpc.request(service, Rpc.HealthCheck, {}));

    it('fails fast with "unavailable" while the broker is away, reports it, and works again after', async () => {
      await expect(ask()).resolves.toMatchObject({ status: 'up' });

      // A request in flight when the broker goes: the caller is told at once; the server's reply
      // meets a dead channel and is dropped without harm.
      const inFlight = ask('slow-1');
      await sleep(300);
      await proxy.outage();
      await expect(inFlight).rejects.toMatchObject({ code: ErrorCode.ServiceUnavailable });
      await waitFor(() => !connection.isConnected(), { what: 'the connection to notice' });

      const started = Date.now();
      await expect(ask()).rejects.toBeInstanceOf(DomainError);
      await expect(ask()).rejects.toMatchObject({ code: ErrorCode.ServiceUnavailable });
      await expect(outagePublisher.publish(Events.UserDeleted, { userId: randomUUID(), deletedAt: new Date().toISOString() })).rejects.toMatchObject({
        code: ErrorCode.ServiceUnavailable,
      });
      expect(Date.now() - started).toBeLessThan(1000);
      await sleep(1500); // the slow handler finishes and replies into the dead channel

      await proxy.restore();
      await waitFor(() => connection.isConnected(), { what: 'the reconnection', timeoutMs: 5000 });
      await expect(ask()).resolves.toMatchObject({ status: 'up' });
    });
  });

  describe('a task consumer', () => {
    const queue = uniqueName('tasks_out');
    let connection: AmqpConnection;
    let consumer: TaskConsumer;

    afterAll(async () => {
      await consumer.stop(2000);
      await connection.close();
      await probe.channel.deleteQueue(queue).catch(() => undefined);
      await probe.channel.deleteQueue(`${queue}.dlq`).catch(() => undefined);
    });

    it('survives a task failing while the broker is away and completes it after the reconnection', async () => {
      const userId = randomUUID();
      const completed: string[] = [];
      let calls = 0;
      connection = new AmqpConnection({ url: proxy.urlFor(AMQP_URL), name: queue, reconnectMaxMs: 500 });
      await connection.connect();
      consumer = new TaskConsumer(connection, {
        queue,
        prefetch: 2,
        maxPriority: 2,
        maxAttempts: 5,
        onGiveUp: async () => undefined,
      }).on(Events.UserDeleted, async (task) => {
        if (task.userId !== userId) return;
        calls += 1;
        if (calls === 1) {
          // Storage fails while the broker is also gone: the re-queue meets a dead channel.
          await waitFor(() => !connection.isConnected(), { what: 'the broker to go' });
          throw new Error('storage unavailable');
        }
        completed.push(task.userId);
      });
      await consumer.start();
      await publisher.publish(Events.UserDeleted, { userId, deletedAt: new Date().toISOString() });
      await waitFor(() => calls === 1, { what: 'the task to start' });
      await brokerDownFor(1500);

      await waitFor(() => completed.length === 1, { what: 'the task completed after the reconnection', timeoutMs: 15000 });
      await sleep(1000);
      expect(completed).toEqual([userId]);
      const { messageCount } = await probe.channel.checkQueue(queue);
      expect(messageCount).toBe(0);
    });
  });
});
