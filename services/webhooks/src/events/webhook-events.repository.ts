import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { WebhookEvent } from './webhook-event.entity';

@Injectable()
export class WebhookEventsRepository {
  /** Stores an event; false when its broker message already made one (nothing was written). */
  async add(manager: EntityManager, event: Omit<WebhookEvent, 'createdAt'> & { createdAt: Date }): Promise<boolean> {
    const result = await manager.createQueryBuilder().insert().into(WebhookEvent).values(event).orIgnore().returning(['id']).execute();
    return Array.isArray(result.raw) && result.raw.length === 1;
  }

  /** Deletes the user's events; their deliveries go with them. Answers how many. */
  async deleteOf(manager: EntityManager, userId: string): Promise<number> {
    return (await manager.delete(WebhookEvent, { userId })).affected ?? 0;
  }
}
