import { Injectable, Logger } from '@nestjs/common';
import { DomainError, ErrorCode, type JobView, NOTIFIED_JOB, Rpc, type WebhookEventBody } from '@reelmix/contracts';
import { HandlerOutcome, RpcClient } from '@reelmix/messaging';
import { randomUUID } from 'node:crypto';
import { EntityManager } from 'typeorm';
import { WebhookDeliveriesRepository } from '../deliveries/webhook-deliveries.repository';
import { WebhookEndpointsRepository } from '../endpoints/webhook-endpoints.repository';
import { type JobNotice } from './job-notice';
import { WebhookEventsRepository } from './webhook-events.repository';

/**
 * Turns a job's event (its outputs' publications included) into a webhook event and one pending delivery per subscribed endpoint, all
 * in the event's transaction (with its inbox entry): a redelivered message adds nothing, and a
 * committed event is delivered later by the sender whatever happens to the broker meanwhile.
 */
@Injectable()
export class WebhookEventsService {
  private readonly logger = new Logger(WebhookEventsService.name);

  constructor(
    private readonly endpoints: WebhookEndpointsRepository,
    private readonly events: WebhookEventsRepository,
    private readonly deliveries: WebhookDeliveriesRepository,
    private readonly rpc: RpcClient,
  ) {}

  async record(manager: EntityManager, notice: JobNotice, messageId: string): Promise<HandlerOutcome> {
    const subscribed = await this.endpoints.subscribedTo(manager, notice.userId, notice.type);
    // Most customers have no endpoints: no call to jobs for them.
    if (subscribed.length === 0) return 'skipped';
    const job = await this.jobOf(notice);
    if (!job) return 'skipped';
    const id = randomUUID();
    const createdAt = new Date(notice.occurredAt);
    const body: WebhookEventBody = {
      id,
      type: notice.type,
      createdAt: createdAt.toISOString(),
      data: { job, ...notice.details },
    };
    const added = await this.events.add(manager, {
      id,
      userId: notice.userId,
      type: notice.type,
      sourceMessageId: messageId,
      body: JSON.stringify(body),
      createdAt,
    });
    if (!added) return 'skipped';
    await this.deliveries.addPending(manager, { eventId: id, userId: notice.userId, endpointIds: subscribed.map((e) => e.id) });
    return 'done';
  }

  /**
   * The job as the customer's API shows it. Any failure but "not found" is thrown: the message
   * goes back to the queue and is retried, so jobs being down delays the webhook, never drops it.
   * A job that no longer exists (deleted with its account since) has nothing left to report.
   * `NOTIFIED_JOB` in place of a plan: the webhook is about this job even if a free user has started a newer one.
   */
  private async jobOf(notice: JobNotice): Promise<JobView | null> {
    try {
      return await this.rpc.request('jobs', Rpc.GetJob, { jobId: notice.jobId, userId: notice.userId, plan: NOTIFIED_JOB });
    } catch (error) {
      if (!(error instanceof DomainError) || error.code !== ErrorCode.NotFound) throw error;
      this.logger.warn(`Job ${notice.jobId} of user ${notice.userId} no longer exists; no ${notice.type} webhook`);
      return null;
    }
  }
}
