import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { type WebhookEventType } from '@reelmix/contracts';
import { randomUUID } from 'node:crypto';
import { DataSource, EntityManager } from 'typeorm';
import { WebhookEndpoint } from './webhook-endpoint.entity';

@Injectable()
export class WebhookEndpointsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * Serialises a user's endpoint creations until the transaction ends, so two at once cannot both
   * pass the per-user limit. There is no row to lock before the first endpoint exists.
   */
  async lockUser(manager: EntityManager, userId: string): Promise<void> {
    await manager.query(`SELECT pg_advisory_xact_lock(hashtext('reelmix.webhooks.endpoints'), hashtext($1))`, [userId]);
  }

  countOf(manager: EntityManager, userId: string): Promise<number> {
    return manager.countBy(WebhookEndpoint, { userId });
  }

  async insert(manager: EntityManager, endpoint: Omit<WebhookEndpoint, 'id' | 'createdAt'>): Promise<WebhookEndpoint> {
    const row = manager.create(WebhookEndpoint, { id: randomUUID(), ...endpoint });
    await manager.insert(WebhookEndpoint, row);
    return manager.findOneByOrFail(WebhookEndpoint, { id: row.id });
  }

  /** Newest first. */
  listOf(userId: string): Promise<WebhookEndpoint[]> {
    return this.dataSource.getRepository(WebhookEndpoint).find({ where: { userId }, order: { createdAt: 'DESC', id: 'DESC' } });
  }

  findOf(userId: string, endpointId: string): Promise<WebhookEndpoint | null> {
    return this.dataSource.getRepository(WebhookEndpoint).findOneBy({ id: endpointId, userId });
  }

  /** The user's endpoints subscribed to `type`, in the transaction of the event that asks. */
  subscribedTo(manager: EntityManager, userId: string, type: WebhookEventType): Promise<WebhookEndpoint[]> {
    return manager
      .createQueryBuilder(WebhookEndpoint, 'endpoint')
      .where('endpoint.userId = :userId', { userId })
      .andWhere(':type = ANY(endpoint.events)', { type })
      .orderBy('endpoint.createdAt', 'ASC')
      .getMany();
  }

  /** Deletes one of the user's endpoints (its deliveries go with it); false when there is none. */
  async delete(userId: string, endpointId: string): Promise<boolean> {
    const result = await this.dataSource.getRepository(WebhookEndpoint).delete({ id: endpointId, userId });
    return (result.affected ?? 0) > 0;
  }

  /** Deletes all of the user's endpoints; answers how many. */
  async deleteAllOf(manager: EntityManager, userId: string): Promise<number> {
    return (await manager.delete(WebhookEndpoint, { userId })).affected ?? 0;
  }
}
