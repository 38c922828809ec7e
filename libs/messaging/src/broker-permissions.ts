import { BACKEND_SERVICES, type BackendService, type EventName, Events, type ServiceName } from '@reelmix/contracts';
import {
  DEAD_LETTER_EXCHANGE,
  deadLetterQueueFor,
  deadLetterQueueOf,
  EVENTS_EXCHANGE,
  eventQueueOf,
  RENDER_TASK_QUEUE,
  REPLY_QUEUE_PATTERN,
  replyQueuePrefixOf,
  RPC_EXCHANGE,
  RPC_REPLY_EXCHANGE,
  rpcQueueOf,
} from './topology';

/** What one service does on the broker; everything its broker account may do follows from it. */
export interface BrokerRole {
  /** Events it writes to its outbox or publishes. */
  publishes: readonly EventName[];
  /** Events it handles from its own queue `<service>.events`. */
  subscribes: readonly EventName[];
  /** Work queues it takes tasks from, with the events routed into each. */
  tasks: readonly { queue: string; events: readonly EventName[] }[];
  /** The services it sends requests to (its command-line tools included, which use its account). */
  calls: readonly BackendService[];
  /** Whether it answers requests on `<service>.rpc` (every backend service answers health checks). */
  serves: boolean;
}

/**
 * The one table of who does what on the broker. `broker-permissions.spec.ts` checks it against
 * the code (every `@OnEvent`, event written, task handled and service called), so a service that
 * starts to publish or call something new fails that test until its line here says so.
 */
export const BROKER_ROLES: Readonly<Record<ServiceName, BrokerRole>> = {
  gateway: { publishes: [], subscribes: [], tasks: [], calls: BACKEND_SERVICES, serves: false },
  auth: {
    // The .v1 reset event: what an outbox still holds from before .v2 goes out after the upgrade.
    publishes: [Events.UserRegistered, Events.UserDeleted, Events.PasswordResetRequested, Events.PasswordResetRequestedV1, Events.AdminProDecided],
    subscribes: [Events.SubscriptionChanged, Events.AffiliateEnrolled, Events.AdminActionRecorded],
    tasks: [],
    calls: ['auth'],
    serves: true,
  },
  billing: {
    publishes: [
      Events.SubscriptionChanged,
      Events.TrialStarted,
      Events.TrialEnding,
      Events.SubscriptionCancelled,
      Events.InvoicePaid,
      Events.InvoiceRefunded,
      Events.PaymentMethodSaved,
      Events.AdminActionRecorded,
      Events.ReferredRegistration,
    ],
    subscribes: [Events.UserDeleted, Events.AdminProDecided],
    tasks: [],
    calls: ['auth'],
    serves: true,
  },
  uploads: { publishes: [Events.ClipLabelChanged], subscribes: [Events.UserDeleted], tasks: [], calls: ['jobs'], serves: true },
  jobs: {
    publishes: [
      Events.NormaliseRequested,
      Events.CombineRequested,
      Events.JobCompleted,
      Events.JobFailed,
      Events.JobOutputStored,
      Events.AdPublished,
      Events.PublicationFailed,
    ],
    subscribes: [Events.SegmentDone, Events.OutputDone, Events.RenderFailed, Events.UserDeleted, Events.ClipLabelChanged],
    tasks: [],
    calls: [],
    serves: true,
  },
  render: {
    publishes: [Events.SegmentDone, Events.OutputDone, Events.RenderFailed],
    subscribes: [],
    tasks: [{ queue: RENDER_TASK_QUEUE, events: [Events.NormaliseRequested, Events.CombineRequested] }],
    calls: [],
    serves: true,
  },
  mail: {
    publishes: [Events.AdminActionRecorded],
    subscribes: [
      Events.UserRegistered,
      Events.UserDeleted,
      Events.PasswordResetRequested,
      Events.PasswordResetRequestedV1,
      Events.TrialStarted,
      Events.TrialEnding,
      Events.SubscriptionCancelled,
      Events.InvoicePaid,
      Events.JobCompleted,
      Events.JobFailed,
    ],
    tasks: [],
    calls: ['jobs'],
    serves: true,
  },
  affiliates: {
    publishes: [Events.AffiliateEnrolled, Events.CommissionCreated, Events.AdminActionRecorded],
    subscribes: [
      Events.UserRegistered,
      Events.UserDeleted,
      Events.PaymentMethodSaved,
      Events.InvoicePaid,
      Events.InvoiceRefunded,
      Events.ReferredRegistration,
    ],
    tasks: [],
    calls: ['affiliates'],
    serves: true,
  },
  webhooks: {
    publishes: [],
    subscribes: [Events.JobCompleted, Events.JobFailed, Events.JobOutputStored, Events.AdPublished, Events.PublicationFailed, Events.UserDeleted],
    tasks: [],
    calls: ['jobs'],
    serves: true,
  },
};

/** A topic permission: which routing keys an account may publish with and bind its queues by. */
export interface TopicPermission {
  exchange: string;
  write: string;
  read: string;
}

/**
 * A RabbitMQ account's rights in the product's vhost, as `rabbitmqctl set_permissions` and
 * `set_topic_permissions` take them: regular expressions over exchange and queue names
 * (configure: declare and delete; write: publish to an exchange, bind to a queue; read: consume
 * from a queue, bind from an exchange) and, per topic exchange, over routing keys.
 */
export interface BrokerPermissions {
  configure: string;
  write: string;
  read: string;
  topics: TopicPermission[];
}

/** Matches nothing: RabbitMQ's own reading of an empty permission. */
export const NOTHING = '^$';

/** `name` as a regular expression matching it literally (RabbitMQ's are PCRE; this subset reads the same in JavaScript). */
const literal = (name: string) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A regular expression matching the whole of a name when one of `patterns` does. */
function anyOf(patterns: Iterable<string>): string {
  const unique = [...new Set(patterns)].sort();
  return unique.length === 0 ? NOTHING : `^(${unique.join('|')})$`;
}

/** A regular expression matching exactly `names`. */
export const exactly = (names: Iterable<string>): string => anyOf([...names].map(literal));

/** Matches the reply queues of `caller`: its prefix, then the random id (see REPLY_QUEUE_PATTERN). */
const replyQueuesOf = (caller: string) => `${literal(replyQueuePrefixOf(caller))}[0-9a-f-]+`;

/**
 * What `service`'s broker account may do, derived from its role with the same naming functions
 * the messaging code declares its queues by. Every service publishes through an EventPublisher
 * and calls through an RpcClient (which declare the shared exchanges and its reply queue); a
 * service answers requests only on its own RPC queue, takes events only from its own queues, and
 * publishes or binds on the topic exchanges only under the routing keys its role names. No
 * account may use the default exchange, which reaches every queue by name.
 */
export function brokerPermissionsOf(service: ServiceName): BrokerPermissions {
  const role = BROKER_ROLES[service];
  const consumesEvents = role.subscribes.length > 0;
  const ownQueues = [
    ...(consumesEvents ? [eventQueueOf(service), deadLetterQueueOf(service)] : []),
    ...role.tasks.flatMap(({ queue }) => [queue, deadLetterQueueFor(queue)]),
    ...(role.serves ? [rpcQueueOf(service)] : []),
  ];
  const readQueues = [...(consumesEvents ? [eventQueueOf(service)] : []), ...role.tasks.map(({ queue }) => queue), ...(role.serves ? [rpcQueueOf(service)] : [])];
  const bindsEvents = consumesEvents || role.tasks.length > 0;
  const sharedExchanges = [EVENTS_EXCHANGE, DEAD_LETTER_EXCHANGE, RPC_EXCHANGE, RPC_REPLY_EXCHANGE];
  const publishedKeys = [...role.publishes, ...role.tasks.map(({ queue }) => queue)];
  const replyQueues = replyQueuesOf(service);
  const names = (list: string[]) => [...list.map(literal), replyQueues];
  return {
    configure: anyOf(names([...sharedExchanges, ...ownQueues])),
    write: anyOf(
      names([
        ...ownQueues,
        // RabbitMQ checks it when a queue that dead-letters there is declared.
        ...(bindsEvents ? [DEAD_LETTER_EXCHANGE] : []),
        ...(publishedKeys.length > 0 ? [EVENTS_EXCHANGE] : []),
        ...(role.calls.length > 0 ? [RPC_EXCHANGE] : []),
        ...(role.serves ? [RPC_REPLY_EXCHANGE] : []),
      ]),
    ),
    read: anyOf(names([...readQueues, ...(bindsEvents ? [EVENTS_EXCHANGE, DEAD_LETTER_EXCHANGE] : []), ...(role.serves ? [RPC_EXCHANGE] : []), RPC_REPLY_EXCHANGE])),
    topics: [
      {
        exchange: EVENTS_EXCHANGE,
        write: exactly(publishedKeys),
        read: exactly([...role.subscribes, ...role.tasks.flatMap(({ queue, events }) => [...events, queue])]),
      },
      { exchange: RPC_EXCHANGE, write: exactly(role.calls.map(rpcQueueOf)), read: role.serves ? exactly([rpcQueueOf(service)]) : NOTHING },
      { exchange: RPC_REPLY_EXCHANGE, write: role.serves ? anyOf([REPLY_QUEUE_PATTERN]) : NOTHING, read: anyOf([replyQueues]) },
    ],
  };
}
