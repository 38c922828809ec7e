import { EntityManager } from 'typeorm';
import { InboxMessage } from './inbox-message.entity';

/**
 * Claims a message for a handler inside the handler's transaction. Returns false when it was
 * already handled; a concurrent duplicate waits on the row lock and then sees the conflict.
 */
export async function claimInboxEntry(manager: EntityManager, messageId: string, handler: string): Promise<boolean> {
  const result = await manager
    .createQueryBuilder()
    .insert()
    .into(InboxMessage)
    .values({ messageId, handler })
    .orIgnore()
    .returning(['message_id'])
    .execute();
  return Array.isArray(result.raw) && result.raw.length === 1;
}
