import { Controller } from '@nestjs/common';
import { Events, JobCompletedV1, JobFailedV1, PasswordResetRequestedV1, PasswordResetRequestedV2 } from '@reelmix/contracts';
import { EventContext, HandlerOutcome, OnEvent } from '@reelmix/messaging';
import { MailRequestsService } from './mail-requests.service';

/** Events that ask for a mail. The message id keys the mail, so a redelivery queues nothing new. */
@Controller()
export class MailRequestsConsumer {
  constructor(private readonly requests: MailRequestsService) {}

  @OnEvent(Events.PasswordResetRequested)
  onPasswordResetRequested(event: PasswordResetRequestedV2, context: EventContext): Promise<HandlerOutcome> {
    return this.requests.passwordReset(context.manager, event, context.messageId);
  }

  /** Published before auth encrypted the token; still mailed while its link works. */
  @OnEvent(Events.PasswordResetRequestedV1)
  onLegacyPasswordResetRequested(event: PasswordResetRequestedV1, context: EventContext): Promise<HandlerOutcome> {
    return this.requests.legacyPasswordReset(context.manager, event, context.messageId);
  }

  @OnEvent(Events.JobCompleted)
  onJobCompleted(event: JobCompletedV1, context: EventContext): Promise<HandlerOutcome> {
    return this.requests.jobCompleted(context.manager, event, context.messageId);
  }

  @OnEvent(Events.JobFailed)
  onJobFailed(event: JobFailedV1, context: EventContext): Promise<HandlerOutcome> {
    return this.requests.jobFailed(context.manager, event, context.messageId);
  }
}
