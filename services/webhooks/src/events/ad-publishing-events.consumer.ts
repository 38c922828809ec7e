import { Controller } from '@nestjs/common';
import { AdPublishedV1, Events, PublicationFailedV1 } from '@reelmix/contracts';
import { EventContext, HandlerOutcome, OnEvent } from '@reelmix/messaging';
import { WebhookEventsService } from './webhook-events.service';

/**
 * The outcome of publishing an output as an ad, under the webhook types customers subscribe to:
 * the body names the output, the publication and the platform, and the ad's id or why it failed.
 */
@Controller()
export class AdPublishingEventsConsumer {
  constructor(private readonly events: WebhookEventsService) {}

  @OnEvent(Events.AdPublished)
  onAdPublished(event: AdPublishedV1, context: EventContext): Promise<HandlerOutcome> {
    const notice = {
      type: 'ad.published',
      userId: event.userId,
      jobId: event.jobId,
      occurredAt: event.publishedAt,
      details: { fileName: event.fileName, adId: event.adId, publicationId: event.publicationId, platform: event.platform },
    } as const;
    return this.events.record(context.manager, notice, context.messageId);
  }

  @OnEvent(Events.PublicationFailed)
  onPublicationFailed(event: PublicationFailedV1, context: EventContext): Promise<HandlerOutcome> {
    const notice = {
      type: 'publication.failed',
      userId: event.userId,
      jobId: event.jobId,
      occurredAt: event.failedAt,
      details: { fileName: event.fileName, reason: event.reason, publicationId: event.publicationId, platform: event.platform },
    } as const;
    return this.events.record(context.manager, notice, context.messageId);
  }
}
