import { EVENT_PAYLOADS, EventMap, EventName } from '@reelmix/contracts';
import { currentCorrelationId } from '@reelmix/logging';
import { randomUUID } from 'node:crypto';
import { EntityManager } from 'typeorm';
import { validatePayload } from '../payload-validation';
import { outboxNotifyChannel } from './outbox-channel';
import { OutboxMessage } from './outbox-message.entity';

/**
 * Records an event inside the caller's transaction. If the transaction rolls back, the event
 * never existed; if it commits, the relay will publish it even if this process dies right after.
 */
export class OutboxWriter {
  constructor(private readonly schema: string) {}

  async add<K extends EventName>(
    manager: EntityManager,
    name: K,
    payload: EventMap[K],
    { priority = 0 }: { priority?: number } = {},
  ): Promise<string> {
    if (!manager.queryRunner?.isTransactionActive) {
      throw new Error(`OutboxWriter.add(${name}) needs a transaction: call it inside dataSource.transaction()`);
    }
    const checked = await validatePayload(EVENT_PAYLOADS[name] as new () => object, payload);
    if (!checked.ok) throw new Error(`Refusing to record an invalid ${name}: ${checked.problems.join('; ')}`);
    const id = randomUUID();
    await manager.insert(OutboxMessage, {
      id,
      eventName: name,
      payload: payload as object,
      correlationId: currentCorrelationId() ?? null,
      priority,
      // The relay sends in this order. now() is the transaction's start, the same for every event
      // of one transaction; the clock's time keeps the order they were written in (a job's render
      // tasks are written in the order the first results need them).
      createdAt: () => 'clock_timestamp()',
    });
    await manager.query('SELECT pg_notify($1, $2)', [outboxNotifyChannel(this.schema), id]);
    return id;
  }
}
