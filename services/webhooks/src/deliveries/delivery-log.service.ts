import { Injectable, Logger } from '@nestjs/common';
import { WEBHOOK_LIMITS, type WebhookDeliveryView } from '@reelmix/contracts';
import { WebhookEndpointsRepository } from '../endpoints/webhook-endpoints.repository';
import { toDeliveryView } from './delivery-view';
import { WebhookDeliveriesRepository } from './webhook-deliveries.repository';
import { WebhooksErrors } from '../webhooks-errors';

/** What a customer sees of their deliveries, and the replay of one. */
@Injectable()
export class DeliveryLogService {
  private readonly logger = new Logger(DeliveryLogService.name);

  constructor(
    private readonly endpoints: WebhookEndpointsRepository,
    private readonly deliveries: WebhookDeliveriesRepository,
  ) {}

  async list(userId: string, endpointId: string): Promise<WebhookDeliveryView[]> {
    if (!(await this.endpoints.findOf(userId, endpointId))) throw WebhooksErrors.endpointNotFound();
    return (await this.deliveries.listOf(endpointId, WEBHOOK_LIMITS.logLength)).map(toDeliveryView);
  }

  /**
   * Sends the delivery's event to its endpoint again, as a new delivery due now, whatever became
   * of the first. The body (and so the event id) is the same, so a receiver that already took it
   * can recognise the copy.
   */
  async replay(userId: string, deliveryId: string): Promise<WebhookDeliveryView> {
    const original = await this.deliveries.findOf(userId, deliveryId);
    const copy = original && (await this.deliveries.addCopy(original, userId));
    if (!copy) throw WebhooksErrors.deliveryNotFound();
    this.logger.log(`User ${userId} replayed webhook delivery ${deliveryId} as ${copy.id}`);
    return toDeliveryView(copy);
  }
}
