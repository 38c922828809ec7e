/**
 * Broker names. Frozen: queues hold messages across deploys, so renaming one strands whatever
 * sits in the old queue and silently stops its delivery.
 */
export const EVENTS_EXCHANGE = 'reelmix.events';
export const DEAD_LETTER_EXCHANGE = 'reelmix.dead-letter';
export const DIRECT_REPLY_QUEUE = 'amq.rabbitmq.reply-to';

/** Where a service receives the events it subscribes to (a quorum queue). */
export const eventQueueOf = (service: string) => `${service}.events`;

/** Where the messages a work queue gave up on are parked for a person to look at (and redrive). */
export const deadLetterQueueFor = (workQueue: string) => `${workQueue}.dlq`;

/** Where a service's poison events are parked. */
export const deadLetterQueueOf = (service: string) => deadLetterQueueFor(eventQueueOf(service));

/**
 * Where a service receives requests. Auto-delete: when no instance is consuming, the queue is
 * gone and a `mandatory` request bounces at once, so callers learn "down" without a timeout.
 */
export const rpcQueueOf = (service: string) => `${service}.rpc`;
