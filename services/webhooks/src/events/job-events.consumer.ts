import { Controller } from '@nestjs/common';
import { Events, JobCompletedV1, JobFailedV1, JobOutputStoredV1 } from '@reelmix/contracts';
import { EventContext, HandlerOutcome, OnEvent } from '@reelmix/messaging';
import { WebhookEventsService } from './webhook-events.service';

/** The job events customers can subscribe to, each under its webhook type. */
@Controller()
export class JobEventsConsumer {
  constructor(private readonly events: WebhookEventsService) {}

  @OnEvent(Events.JobCompleted)
  onJobCompleted(event: JobCompletedV1, context: EventContext): Promise<HandlerOutcome> {
    const notice = { type: 'job.completed', userId: event.userId, jobId: event.jobId, occurredAt: event.completedAt } as const;
    return this.events.record(context.manager, notice, context.messageId);
  }

  @OnEvent(Events.JobFailed)
  onJobFailed(event: JobFailedV1, context: EventContext): Promise<HandlerOutcome> {
    const notice = { type: 'job.failed', userId: event.userId, jobId: event.jobId, occurredAt: event.failedAt } as const;
    return this.events.record(context.manager, notice, context.messageId);
  }

  @OnEvent(Events.JobOutputStored)
  onJobOutputStored(event: JobOutputStoredV1, context: EventContext): Promise<HandlerOutcome> {
    const notice = { type: 'output.ready', userId: event.userId, jobId: event.jobId, occurredAt: event.storedAt, details: { fileName: event.fileName } } as const;
    return this.events.record(context.manager, notice, context.messageId);
  }
}
