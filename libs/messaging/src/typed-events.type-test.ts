/**
 * Compile-time proof that events are tied to their payloads. `npm run typecheck` fails if any
 * line marked @ts-expect-error starts compiling, i.e. if a wrong payload became acceptable.
 * Nothing here runs.
 */
import { EventMap, Events } from '@reelmix/contracts';
import { EntityManager } from 'typeorm';
import { EventPublisher } from './event-publisher';
import { OutboxWriter } from './outbox/outbox-writer';
import { EventContext } from './transport/handler-context';
import { OnEvent } from './transport/handler-decorators';

declare const publisher: EventPublisher;
declare const outbox: OutboxWriter;
declare const manager: EntityManager;
const now = new Date().toISOString();

export async function publishing(): Promise<void> {
  await publisher.publish(Events.UserDeleted, { userId: 'u', deletedAt: now });

  // @ts-expect-error the payload of user.registered.v1 sent under user.deleted.v1's name
  await publisher.publish(Events.UserDeleted, { userId: 'u', email: 'a@b.c', registeredAt: now });
  // @ts-expect-error a required field missing
  await publisher.publish(Events.JobCompleted, { jobId: 'j', userId: 'u', completedAt: now });
  // @ts-expect-error a field of the wrong type
  await publisher.publish(Events.JobCompleted, { jobId: 'j', userId: 'u', outputCount: '3', completedAt: now });
  // @ts-expect-error an event name that is not in the contracts
  await publisher.publish('user.removed.v1', { userId: 'u', deletedAt: now });

  await outbox.add(manager, Events.JobFailed, { jobId: 'j', userId: 'u', reason: 'x', failedAt: now });
  // @ts-expect-error the outbox is typed the same way
  await outbox.add(manager, Events.JobFailed, { jobId: 'j', userId: 'u', outputCount: 1, completedAt: now });
}

export class Handlers {
  @OnEvent(Events.UserDeleted)
  async matching(_payload: EventMap['user.deleted.v1'], _context: EventContext): Promise<void> {}

  // @ts-expect-error a handler typed for another event's payload
  @OnEvent(Events.UserDeleted)
  async mismatched(_payload: EventMap['job.failed.v1'], _context: EventContext): Promise<void> {}
}
