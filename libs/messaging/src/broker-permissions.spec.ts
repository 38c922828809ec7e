import { ALL_SERVICES, BACKEND_SERVICES, type EventName, Events, isBackendService, type ServiceName } from '@reelmix/contracts';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { BROKER_ROLES, type BrokerPermissions, brokerPermissionsOf } from './broker-permissions';
import {
  DEAD_LETTER_EXCHANGE,
  deadLetterQueueFor,
  deadLetterQueueOf,
  EVENTS_EXCHANGE,
  eventQueueOf,
  RENDER_TASK_QUEUE,
  replyQueuePrefixOf,
  RPC_EXCHANGE,
  RPC_REPLY_EXCHANGE,
  rpcQueueOf,
} from './topology';

const ROOT = join(__dirname, '../../..');
const EVENT_NAMES = Object.values(Events) as EventName[];

/**
 * One AMQP operation and the rights RabbitMQ checks for it: queue.declare and exchange.declare
 * need configure on the name (and a queue that dead-letters, read on itself and write on its
 * dead-letter exchange); basic.publish write on the exchange (and, on a topic exchange, topic
 * write on the routing key); queue.bind write on the queue and read on the exchange (and topic
 * read on the binding key); basic.consume and basic.get read on the queue.
 */
type Operation =
  | { op: 'declare'; name: string; deadLetterExchange?: string }
  | { op: 'publish'; exchange: string; key: string }
  | { op: 'bind'; queue: string; exchange: string; key: string }
  | { op: 'consume'; queue: string };

const TOPIC_EXCHANGES = new Set([EVENTS_EXCHANGE, RPC_EXCHANGE, RPC_REPLY_EXCHANGE]);
const matches = (pattern: string, name: string) => new RegExp(pattern).test(name);

function topicOf(permissions: BrokerPermissions, exchange: string) {
  const topic = permissions.topics.find((entry) => entry.exchange === exchange);
  // An account with no topic permission on an exchange may use every routing key there.
  if (!topic) throw new Error(`no topic permission on ${exchange}`);
  return topic;
}

/** Whether RabbitMQ lets an account with `permissions` perform `operation`. */
function allowed(permissions: BrokerPermissions, operation: Operation): boolean {
  switch (operation.op) {
    case 'declare':
      // A queue that dead-letters needs read on itself and write on the exchange it dead-letters to.
      if (operation.deadLetterExchange && !(matches(permissions.read, operation.name) && matches(permissions.write, operation.deadLetterExchange))) return false;
      return matches(permissions.configure, operation.name);
    case 'publish': {
      // The default exchange is "amq.default" to the permission check.
      const exchange = operation.exchange === '' ? 'amq.default' : operation.exchange;
      if (!matches(permissions.write, exchange)) return false;
      return !TOPIC_EXCHANGES.has(exchange) || matches(topicOf(permissions, exchange).write, operation.key);
    }
    case 'bind':
      if (!matches(permissions.write, operation.queue) || !matches(permissions.read, operation.exchange)) return false;
      return !TOPIC_EXCHANGES.has(operation.exchange) || matches(topicOf(permissions, operation.exchange).read, operation.key);
    case 'consume':
      return matches(permissions.read, operation.queue);
  }
}

/**
 * What the messaging library does on the broker for a service with this role: every service's
 * EventPublisher and RpcClient, a server's RPC queue and replies (to each service that calls it),
 * an event consumer's queue, dead-letter queue and bindings, a task consumer's the same plus the
 * retries it publishes under the queue's own name.
 */
function operationsOf(service: ServiceName): Operation[] {
  const role = BROKER_ROLES[service];
  const replyQueue = `${replyQueuePrefixOf(service)}${randomUUID()}`;
  const shared = [EVENTS_EXCHANGE, DEAD_LETTER_EXCHANGE, RPC_EXCHANGE, RPC_REPLY_EXCHANGE].map((name): Operation => ({ op: 'declare', name }));
  const consumer = (queue: string, keys: readonly string[]): Operation[] => [
    { op: 'declare', name: deadLetterQueueFor(queue) },
    { op: 'bind', queue: deadLetterQueueFor(queue), exchange: DEAD_LETTER_EXCHANGE, key: queue },
    { op: 'declare', name: queue, deadLetterExchange: DEAD_LETTER_EXCHANGE },
    ...keys.map((key): Operation => ({ op: 'bind', queue, exchange: EVENTS_EXCHANGE, key })),
    { op: 'consume', queue },
  ];
  const callers = ALL_SERVICES.filter((caller) => (BROKER_ROLES[caller].calls as readonly string[]).includes(service));
  return [
    ...shared,
    { op: 'declare', name: replyQueue },
    { op: 'bind', queue: replyQueue, exchange: RPC_REPLY_EXCHANGE, key: replyQueue },
    { op: 'consume', queue: replyQueue },
    ...role.publishes.map((name): Operation => ({ op: 'publish', exchange: EVENTS_EXCHANGE, key: name })),
    ...role.calls.map((callee): Operation => ({ op: 'publish', exchange: RPC_EXCHANGE, key: rpcQueueOf(callee) })),
    ...(role.serves
      ? [
          { op: 'declare', name: rpcQueueOf(service) } as const,
          { op: 'bind', queue: rpcQueueOf(service), exchange: RPC_EXCHANGE, key: rpcQueueOf(service) } as const,
          { op: 'consume', queue: rpcQueueOf(service) } as const,
          ...callers.map((caller): Operation => ({ op: 'publish', exchange: RPC_REPLY_EXCHANGE, key: `${replyQueuePrefixOf(caller)}${randomUUID()}` })),
        ]
      : []),
    ...(role.subscribes.length > 0 ? consumer(eventQueueOf(service), role.subscribes) : []),
    ...role.tasks.flatMap(({ queue, events }) => [
      ...consumer(queue, [...events, queue]),
      { op: 'publish', exchange: EVENTS_EXCHANGE, key: queue } as const,
    ]),
  ];
}

describe('each service broker account', () => {
  it.each(ALL_SERVICES)('lets %s do everything its messaging code does', (service) => {
    const permissions = brokerPermissionsOf(service);
    const refused = operationsOf(service).filter((operation) => !allowed(permissions, operation));
    expect(refused).toEqual([]);
  });

  it.each(ALL_SERVICES)('keeps %s off the default exchange, which reaches every queue by name', (service) => {
    expect(allowed(brokerPermissionsOf(service), { op: 'publish', exchange: '', key: rpcQueueOf('auth') })).toBe(false);
    expect(matches(brokerPermissionsOf(service).write, 'amq.default')).toBe(false);
  });

  it('lets render ask nothing of any service: not auth.admin.create, not a health check', () => {
    const render = brokerPermissionsOf('render');
    for (const service of BACKEND_SERVICES) {
      expect({ service, allowed: allowed(render, { op: 'publish', exchange: RPC_EXCHANGE, key: rpcQueueOf(service) }) }).toEqual({ service, allowed: false });
    }
    expect(matches(render.write, RPC_EXCHANGE)).toBe(false);
    expect(allowed(render, { op: 'publish', exchange: '', key: rpcQueueOf('auth') })).toBe(false);
  });

  it('lets render publish only what a render worker reports, and read only its tasks', () => {
    const render = brokerPermissionsOf('render');
    const published = EVENT_NAMES.filter((name) => allowed(render, { op: 'publish', exchange: EVENTS_EXCHANGE, key: name }));
    expect(published.sort()).toEqual([Events.OutputDone, Events.RenderFailed, Events.SegmentDone].sort());
    const taskQueue = RENDER_TASK_QUEUE;
    const bindable = EVENT_NAMES.filter((name) => allowed(render, { op: 'bind', queue: taskQueue, exchange: EVENTS_EXCHANGE, key: name }));
    expect(bindable.sort()).toEqual([Events.CombineRequested, Events.NormaliseRequested].sort());
    for (const key of ['#', '*.*.*', 'user.#', rpcQueueOf('auth')]) {
      expect({ key, allowed: allowed(render, { op: 'bind', queue: taskQueue, exchange: EVENTS_EXCHANGE, key }) }).toEqual({ key, allowed: false });
    }
  });

  it('lets only the services that call a service send requests to it', () => {
    for (const caller of ALL_SERVICES) {
      for (const callee of BACKEND_SERVICES) {
        const may = allowed(brokerPermissionsOf(caller), { op: 'publish', exchange: RPC_EXCHANGE, key: rpcQueueOf(callee) });
        expect({ caller, callee, may }).toEqual({ caller, callee, may: (BROKER_ROLES[caller].calls as readonly string[]).includes(callee) });
      }
    }
  });

  it('lets only an event publisher publish it', () => {
    for (const service of ALL_SERVICES) {
      for (const name of EVENT_NAMES) {
        const may = allowed(brokerPermissionsOf(service), { op: 'publish', exchange: EVENTS_EXCHANGE, key: name });
        expect({ service, name, may }).toEqual({ service, name, may: BROKER_ROLES[service].publishes.includes(name) });
      }
    }
  });

  it("keeps every account out of other services' queues, requests and replies", () => {
    for (const service of ALL_SERVICES) {
      const permissions = brokerPermissionsOf(service);
      for (const other of ALL_SERVICES.filter((name) => name !== service)) {
        const theirs = [eventQueueOf(other), deadLetterQueueOf(other), rpcQueueOf(other), `${replyQueuePrefixOf(other)}${randomUUID()}`];
        for (const queue of theirs) {
          const reach = { service, queue, declare: matches(permissions.configure, queue), consume: matches(permissions.read, queue), bindTo: matches(permissions.write, queue) };
          expect(reach).toEqual({ service, queue, declare: false, consume: false, bindTo: false });
        }
        // Binding a queue of its own under another's request or reply key would copy their traffic.
        const ownQueue = `${replyQueuePrefixOf(service)}${randomUUID()}`;
        for (const [exchange, key] of [
          [RPC_EXCHANGE, rpcQueueOf(other)],
          [RPC_REPLY_EXCHANGE, `${replyQueuePrefixOf(other)}${randomUUID()}`],
          [RPC_REPLY_EXCHANGE, '#'],
        ]) {
          expect({ service, key, allowed: allowed(permissions, { op: 'bind', queue: ownQueue, exchange, key }) }).toEqual({ service, key, allowed: false });
        }
      }
    }
  });
});

/** The TypeScript sources of a service, without its tests. */
function sourcesOf(service: ServiceName): string {
  const dir = join(ROOT, 'services', service, 'src');
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.spec.ts'))
    .map((file) => readFileSync(join(dir, file), 'utf8'))
    .join('\n');
}

const EVENT_KEYS = Object.keys(Events) as (keyof typeof Events)[];
const eventsIn = (text: string, pattern: (key: string) => string) =>
  EVENT_KEYS.filter((key) => new RegExp(pattern(key)).test(text)).map((key) => Events[key]).sort();

describe('the roles, against the code', () => {
  it.each(ALL_SERVICES)("match what %s's code subscribes to, takes as tasks, publishes and calls", (service) => {
    const text = sourcesOf(service);
    const role = BROKER_ROLES[service];
    const subscribed = eventsIn(text, (key) => `@OnEvent\\(Events\\.${key}\\)`);
    const tasks = eventsIn(text, (key) => `\\.on\\(Events\\.${key},`);
    // Whatever else the code names (Events.X, or the name itself in quotes) it writes or publishes.
    const named = EVENT_KEYS.filter((key) => new RegExp(`Events\\.${key}\\b|'${Events[key].replace(/\./g, '\\.')}'`).test(text)).map((key) => Events[key]);
    const published = named.filter((name) => !subscribed.includes(name) && !tasks.includes(name)).sort();
    const called = [...new Set([...text.matchAll(/\.request\(\s*'([a-z]+)'/g)].map((match) => match[1]))].sort();

    expect(subscribed).toEqual([...role.subscribes].sort());
    expect(tasks).toEqual(role.tasks.flatMap(({ events }) => events).sort());
    expect(published).toEqual([...role.publishes].sort());
    if (service === 'gateway') {
      // Its health report also asks every backend service, by a variable name.
      expect([...role.calls]).toEqual(expect.arrayContaining(called));
      expect([...role.calls].sort()).toEqual([...BACKEND_SERVICES].sort());
    } else {
      expect(called).toEqual([...role.calls].sort());
    }
    // Every backend service answers the gateway's health check (libs/health); the gateway answers nothing.
    expect(role.serves).toBe(isBackendService(service));
  });
});
