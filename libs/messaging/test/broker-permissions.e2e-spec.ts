import { Controller, type INestMicroservice, type Type } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { MicroserviceOptions } from '@nestjs/microservices';
import {
  type AdminView,
  ALL_SERVICES,
  CreateAdminRequest,
  type EventName,
  Events,
  type HealthCheckResponse,
  type NormaliseRequestedV1,
  Rpc,
  type ServiceName,
} from '@reelmix/contracts';
import { openServiceDataSource } from '@reelmix/db';
import { BrokerVhost, uniqueName, waitFor } from '@reelmix/testing';
import { type Channel, connect } from 'amqplib';
import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { MESSAGING_ENTITIES, MESSAGING_MIGRATIONS } from '../src';
import { AmqpConnection } from '../src/amqp-connection';
import { BROKER_ROLES } from '../src/broker-permissions';
import { EventPublisher } from '../src/event-publisher';
import { RpcClient } from '../src/rpc/rpc-client';
import { TaskConsumer } from '../src/task-queue/task-consumer';
import { deadLetterQueueFor, deadLetterQueueOf, EVENTS_EXCHANGE, RENDER_TASK_QUEUE, RPC_EXCHANGE, rpcQueueOf } from '../src/topology';
import { AmqpServer } from '../src/transport/amqp-server';
import { OnEvent, OnRequest } from '../src/transport/handler-decorators';
import { PassThroughRpcFilter } from '../src/transport/pass-through-rpc.filter';
import { ServiceAccounts } from './fixtures/service-accounts';

/** A service's messaging, signed in with its own account: what ServiceHostModule and its workers set up. */
interface ServiceOnBroker {
  connection: AmqpConnection;
  publisher: EventPublisher;
  rpc: RpcClient;
  server?: INestMicroservice;
  tasks?: TaskConsumer;
}

const admins: CreateAdminRequest[] = [];
const taskAttempts: number[] = [];

/** Answers health checks for `service`. */
function healthOf(service: ServiceName): Type {
  @Controller()
  class Health {
    @OnRequest(Rpc.HealthCheck)
    async check(): Promise<HealthCheckResponse> {
      return { service, status: 'up', checks: {}, uptimeSeconds: 0 };
    }
  }
  return Health;
}

/** Auth's admin creation, recording every admin it is asked for. */
@Controller()
class AdminCreation {
  @OnRequest(Rpc.CreateAdmin)
  async createAdmin(request: CreateAdminRequest): Promise<AdminView> {
    admins.push(request);
    return { id: randomUUID(), email: request.email, firstName: '', lastName: '' };
  }
}

/** Subscribes to `events`, so the transport declares and binds the service's event queue for them. */
function subscriberOf(events: readonly EventName[]): Type {
  @Controller()
  class Subscriber {}
  for (const name of events) {
    const descriptor = { value: async () => 'done' as const, writable: true, configurable: true };
    OnEvent(name)(Subscriber.prototype, `on ${name}`, descriptor as never);
    Object.defineProperty(Subscriber.prototype, `on ${name}`, descriptor);
  }
  return Subscriber;
}

const task = (): NormaliseRequestedV1 => ({
  taskId: randomUUID(),
  jobId: randomUUID(),
  sourceKey: 'sources/u/up/intro/x',
  segmentKey: 'work/j/9x16/intro-1',
  placement: '9:16',
  section: 'intro',
  position: 1,
  clipName: 'clip.mp4',
});

describe('every service on the broker with an account of its own', () => {
  let vhost: BrokerVhost;
  let accounts: ServiceAccounts;
  let dataSource: DataSource;
  const schema = uniqueName('accounts');
  const services = new Map<ServiceName, ServiceOnBroker>();
  const of = (service: ServiceName) => services.get(service) as ServiceOnBroker;

  async function start(service: ServiceName): Promise<ServiceOnBroker> {
    const connection = new AmqpConnection({ url: accounts.urlOf(service), name: service, initialRetries: 1 });
    await connection.connect();
    try {
      return await startOn(service, connection);
    } catch (error) {
      await connection.close();
      throw error;
    }
  }

  async function startOn(service: ServiceName, connection: AmqpConnection): Promise<ServiceOnBroker> {
    const role = BROKER_ROLES[service];
    const publisher = new EventPublisher(connection);
    const rpc = new RpcClient(connection, 5000);
    await Promise.all([publisher.whenReady(), rpc.whenReady()]);
    const running: ServiceOnBroker = { connection, publisher, rpc };
    if (role.serves) {
      running.server = await NestFactory.createMicroservice<MicroserviceOptions>(
        { module: class ServiceModule {}, controllers: [healthOf(service), subscriberOf(role.subscribes), ...(service === 'auth' ? [AdminCreation] : [])] } as never,
        { strategy: new AmqpServer({ service, connection, dataSource, prefetch: 5, deliveryLimit: 2 }), logger: false },
      );
      running.server.useGlobalFilters(new PassThroughRpcFilter());
      await running.server.listen();
    }
    for (const { queue } of role.tasks) {
      const attempts = new Map<string, number>();
      const failFirst = async (payload: { taskId: string }, { attempt }: { attempt: number }) => {
        taskAttempts.push(attempt);
        // The first attempt fails, so the retry (published by render itself) is exercised too.
        if ((attempts.get(payload.taskId) ?? 0) === 0) {
          attempts.set(payload.taskId, 1);
          throw new Error('first attempt fails');
        }
      };
      running.tasks = new TaskConsumer(connection, { queue, prefetch: 1, maxPriority: 2, maxAttempts: 3, onGiveUp: async () => undefined })
        .on(Events.NormaliseRequested, failFirst)
        .on(Events.CombineRequested, failFirst);
      await running.tasks.start();
    }
    return running;
  }

  beforeAll(async () => {
    vhost = BrokerVhost.create('reelmix_accounts');
    accounts = ServiceAccounts.create(vhost);
    dataSource = await openServiceDataSource({
      url: process.env.DATABASE_URL as string,
      schema,
      entities: MESSAGING_ENTITIES,
      migrations: MESSAGING_MIGRATIONS,
    });
    for (const service of ALL_SERVICES) services.set(service, await start(service));
  });

  afterAll(async () => {
    for (const running of services.values()) {
      await running.tasks?.stop(1000);
      await running.server?.close();
      await running.connection.close();
    }
    if (dataSource?.isInitialized) {
      await dataSource.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
      await dataSource.destroy();
    }
    await accounts?.delete();
    vhost?.delete();
  });

  it('lets every service call the services it calls, and get the answer back', async () => {
    const calls = ALL_SERVICES.flatMap((caller) => BROKER_ROLES[caller].calls.map((callee) => ({ caller, callee })));
    expect(calls.length).toBeGreaterThan(8);
    for (const { caller, callee } of calls) {
      const answer = await of(caller).rpc.request(callee, Rpc.HealthCheck, {});
      expect({ caller, callee, answeredBy: answer.service }).toEqual({ caller, callee, answeredBy: callee });
    }
  });

  it("delivers every event from its publisher to each subscriber's queue", async () => {
    // An empty payload is refused by every consumer and parked in its dead-letter queue: where it
    // is found proves the publisher could publish it and the subscriber's queue was bound to it.
    const expected: string[] = [];
    for (const publisher of ALL_SERVICES) {
      for (const name of BROKER_ROLES[publisher].publishes) {
        const messageId = randomUUID();
        await of(publisher).publisher.send({ messageId, name, payload: {}, occurredAt: new Date() });
        for (const subscriber of ALL_SERVICES) {
          const role = BROKER_ROLES[subscriber];
          if (role.subscribes.includes(name)) expected.push(`${name} ${messageId} -> ${deadLetterQueueOf(subscriber)}`);
          for (const { queue, events } of role.tasks) if (events.includes(name)) expected.push(`${name} ${messageId} -> ${deadLetterQueueFor(queue)}`);
        }
      }
    }
    const parked = new Set<string>();
    const guest = await connect(vhost.url);
    try {
      const channel = await guest.createChannel();
      const queues = ALL_SERVICES.flatMap((service) => [
        ...(BROKER_ROLES[service].subscribes.length > 0 ? [deadLetterQueueOf(service)] : []),
        ...BROKER_ROLES[service].tasks.map(({ queue }) => deadLetterQueueFor(queue)),
      ]);
      await waitFor(
        async () => {
          for (const queue of queues) {
            for (let message = await channel.get(queue, { noAck: true }); message; message = await channel.get(queue, { noAck: true })) {
              parked.add(`${message.properties.type} ${message.properties.messageId} -> ${queue}`);
            }
          }
          return expected.every((entry) => parked.has(entry)) || undefined;
        },
        { what: 'every event in its subscribers’ dead-letter queues', timeoutMs: 20_000 },
      );
    } finally {
      await guest.close();
    }
    expect([...parked].sort()).toEqual(expected.sort());
  });

  it('lets render take its tasks and re-queue one that failed', async () => {
    taskAttempts.length = 0;
    await of('jobs').publisher.publish(Events.NormaliseRequested, task());
    await waitFor(async () => (taskAttempts.length >= 2 ? true : undefined), { what: 'the task run twice', timeoutMs: 15_000 });
    expect(taskAttempts).toEqual([1, 2]);
  });

  it('lets the gateway ask auth for an admin, and refuses render the same request at the broker', async () => {
    const request = { email: 'new-admin@example.com', password: 'a long enough password' };
    await of('gateway').rpc.request('auth', Rpc.CreateAdmin, request);
    expect(admins).toHaveLength(1);

    const refused = await of('render')
      .rpc.request('auth', Rpc.CreateAdmin, { ...request, email: 'render-admin@example.com' })
      .then(
        () => 'answered',
        (error: Error) => error.message,
      );
    expect(refused).not.toBe('answered');
    // Given time to arrive, it still has not: the broker never routed it.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(admins.map(({ email }) => email)).toEqual(['new-admin@example.com']);
  });

  describe("render's account, used directly", () => {
    /** What the broker says when it closes the channel of `service`'s account over `work`. */
    async function refusalOf(work: (channel: Channel) => unknown, service: ServiceName = 'render'): Promise<string> {
      const model = await connect(accounts.urlOf(service));
      try {
        const channel = await model.createConfirmChannel();
        const closed = new Promise<string>((resolve) => channel.on('error', (error: Error) => resolve(error.message)));
        await Promise.resolve(work(channel)).catch(() => undefined);
        return await Promise.race([closed, new Promise<string>((resolve) => setTimeout(() => resolve('not refused'), 3000))]);
      } finally {
        await model.close().catch(() => undefined);
      }
    }
    const body = Buffer.from(JSON.stringify({ email: 'render-admin@example.com', password: 'a long enough password' }));

    it('cannot send auth.admin.create through the request exchange', async () => {
      const refusal = await refusalOf((channel) => channel.publish(RPC_EXCHANGE, rpcQueueOf('auth'), body, { type: Rpc.CreateAdmin }));
      expect(refusal).toMatch(/403 \(ACCESS-REFUSED\).*access to exchange 'reelmix\.rpc' in vhost '[^']+' refused for user '[^']+-render'/);
    });

    it('(and a service that calls only auth cannot send requests to jobs either)', async () => {
      const refusal = await refusalOf((channel) => channel.publish(RPC_EXCHANGE, rpcQueueOf('jobs'), Buffer.from('{}'), { type: Rpc.GetJob }), 'billing');
      expect(refusal).toMatch(/403 \(ACCESS-REFUSED\).*access to topic 'jobs\.rpc' in exchange 'reelmix\.rpc'/);
    });

    it("cannot send it straight to auth's queue through the default exchange", async () => {
      const refusal = await refusalOf((channel) => channel.sendToQueue(rpcQueueOf('auth'), body, { type: Rpc.CreateAdmin }));
      expect(refusal).toMatch(/403 \(ACCESS-REFUSED\).*access to exchange 'amq\.default'/);
    });

    it('cannot publish an event another service owns', async () => {
      const refusal = await refusalOf((channel) => channel.publish(EVENTS_EXCHANGE, Events.SubscriptionChanged, Buffer.from('{}')));
      expect(refusal).toMatch(new RegExp(`403 \\(ACCESS-REFUSED\\).*access to topic '${Events.SubscriptionChanged}'`));
    });

    it('cannot bind its queue to events it has no business reading', async () => {
      const refusal = await refusalOf((channel) => channel.bindQueue(RENDER_TASK_QUEUE, EVENTS_EXCHANGE, Events.PasswordResetRequested));
      expect(refusal).toMatch(new RegExp(`403 \\(ACCESS-REFUSED\\).*access to topic '${Events.PasswordResetRequested}'`));
    });

    it("cannot read auth's requests", async () => {
      const refusal = await refusalOf((channel) => channel.consume(rpcQueueOf('auth'), () => undefined));
      expect(refusal).toMatch(/403 \(ACCESS-REFUSED\).*access to queue 'auth\.rpc'/);
    });
  });
});
