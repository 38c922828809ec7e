export * from './topology';
export * from './amqp-connection';
export * from './event-publisher';
export * from './payload-validation';
export * from './outbox/outbox-message.entity';
export * from './outbox/outbox-writer';
export * from './outbox/outbox-relay';
export * from './inbox/inbox-message.entity';
export * from './inbox/inbox';
export * from './messaging-tables.migration';
export * from './outbox-priority.migration';
export * from './task-queue/task-consumer';
export * from './rpc/rpc-client';
export * from './rpc/rpc-reply';
export * from './transport/amqp-server';
export * from './transport/handler-context';
export * from './transport/handler-decorators';
export * from './transport/pass-through-rpc.filter';
export * from './messaging.module';
export * from './outbox/outbox-channel';
export * from './outbox/outbox-listener';
export * from './resilience/availability-error';
export * from './resilience/backoff';
export * from './resilience/channel-closed';
export * from './resilience/outage-gate';
export * from './dead-letters/dead-letter-counts';
export * from './dead-letters/redrive';
export * from './broker-unavailable.error';
export * from './metrics/messaging-metrics';
export * from './metrics/queue-depth-sampler';

import { InboxMessage } from './inbox/inbox-message.entity';
import { MessagingTables1763700000000 } from './messaging-tables.migration';
import { OutboxPriority1763700000200 } from './outbox-priority.migration';
import { OutboxMessage } from './outbox/outbox-message.entity';

/** Entities and migrations every service with a database includes for its outbox and inbox. */
export const MESSAGING_ENTITIES = [OutboxMessage, InboxMessage];
export const MESSAGING_MIGRATIONS = [MessagingTables1763700000000, OutboxPriority1763700000200];
