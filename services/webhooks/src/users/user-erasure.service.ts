import { Injectable, Logger } from '@nestjs/common';
import { type UserDeletedV1 } from '@reelmix/contracts';
import { HandlerOutcome } from '@reelmix/messaging';
import { EntityManager } from 'typeorm';
import { WebhookDeliveriesRepository } from '../deliveries/webhook-deliveries.repository';
import { WebhookEndpointsRepository } from '../endpoints/webhook-endpoints.repository';
import { WebhookEventsRepository } from '../events/webhook-events.repository';

/**
 * user.deleted.v1: the user's endpoints (with their secrets), events and deliveries are deleted.
 * Pending deliveries are never sent; one whose POST is under way at that moment may still reach
 * the receiver, and its outcome then finds no row to record. Events arriving later find no
 * endpoint and write nothing.
 */
@Injectable()
export class UserErasureService {
  private readonly logger = new Logger(UserErasureService.name);

  constructor(
    private readonly endpoints: WebhookEndpointsRepository,
    private readonly events: WebhookEventsRepository,
    private readonly deliveries: WebhookDeliveriesRepository,
  ) {}

  async erase(manager: EntityManager, event: UserDeletedV1): Promise<HandlerOutcome> {
    const dropped = await this.deliveries.deleteOf(manager, event.userId);
    const events = await this.events.deleteOf(manager, event.userId);
    const endpoints = await this.endpoints.deleteAllOf(manager, event.userId);
    this.logger.log(`Forgot deleted user ${event.userId}: ${endpoints} endpoint(s), ${events} event(s), ${dropped} pending deliveries dropped`);
    return 'done';
  }
}
