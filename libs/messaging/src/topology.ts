/**
 * Broker names. Frozen: queues hold messages across deploys, so renaming one strands whatever
 * sits in the old queue and silently stops its delivery. Each service's broker account may touch
 * only the names its part of `broker-permissions.ts` derives from these functions.
 */
export const EVENTS_EXCHANGE = 'reelmix.events';
export const DEAD_LETTER_EXCHANGE = 'reelmix.dead-letter';

/**
 * Requests go through this topic exchange, routed by the serving service's queue name (never
 * through the default exchange: RabbitMQ grants publishing there whole, which reaches every queue
 * by name, so a per-service limit needs an exchange with topic permissions).
 */
export const RPC_EXCHANGE = 'reelmix.rpc';

/** Replies go through this topic exchange, routed by the name of the caller's reply queue. */
export const RPC_REPLY_EXCHANGE = 'reelmix.rpc-replies';

/** Where a service receives the events it subscribes to (a quorum queue). */
export const eventQueueOf = (service: string) => `${service}.events`;

/** Where the messages a work queue gave up on are parked for a person to look at (and redrive). */
export const deadLetterQueueFor = (workQueue: string) => `${workQueue}.dlq`;

/** Where a service's poison events are parked. */
export const deadLetterQueueOf = (service: string) => deadLetterQueueFor(eventQueueOf(service));

/**
 * Where a service receives requests, and the routing key requests for it carry on RPC_EXCHANGE.
 * Auto-delete: when no instance is consuming, the queue and its binding are gone and a
 * `mandatory` request bounces at once, so callers learn "down" without a timeout.
 */
export const rpcQueueOf = (service: string) => `${service}.rpc`;

/** What a caller's name may be: it starts the name of its reply queues. */
export const CALLER_NAME = /^[a-z][a-z0-9_-]*$/;

/** How every reply queue of `caller` starts; the rest is random, new with each connection. */
export const replyQueuePrefixOf = (caller: string) => `${caller}.replies.`;

/**
 * The shape of every reply queue's name (and so of every reply's routing key): a caller's name,
 * `.replies.` and a random id. The same pattern is the reply exchange's topic permission, so a
 * server checks a request's reply address against it before it answers.
 */
export const REPLY_QUEUE_PATTERN = '[a-z][a-z0-9_-]*\\.replies\\.[0-9a-f-]+';

/** The render workers' shared priority queue; jobs' render task events are routed into it. */
export const RENDER_TASK_QUEUE = 'render.tasks';
