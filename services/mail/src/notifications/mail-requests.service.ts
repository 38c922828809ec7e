import { Inject, Injectable } from '@nestjs/common';
import { JobCompletedV1, JobFailedV1, PasswordResetRequestedV1 } from '@reelmix/contracts';
import { HandlerOutcome } from '@reelmix/messaging';
import { APP_CONFIG } from '@reelmix/service-host';
import { EntityManager } from 'typeorm';
import type { MailConfig } from '../mail.config';
import { OutgoingMailRepository } from '../outbox/outgoing-mail.repository';
import { jobCompletedMail } from '../templates/job-completed.templates';
import { jobFailedMail } from '../templates/job-failed.templates';
import { passwordResetMail } from '../templates/password-reset.templates';
import { MailUserRepository } from '../users/mail-user.repository';

/**
 * Turns events into queued mail. Only inserts into the outbox, inside the event's transaction:
 * sending happens later, so a slow or absent SMTP server never holds up or fails an event.
 */
@Injectable()
export class MailRequestsService {
  constructor(
    private readonly outbox: OutgoingMailRepository,
    private readonly users: MailUserRepository,
    @Inject(APP_CONFIG) private readonly config: MailConfig,
  ) {}

  async passwordReset(manager: EntityManager, event: PasswordResetRequestedV1, messageId: string): Promise<HandlerOutcome> {
    // The event names the address; keeping it also fills in users registered before mail existed.
    await this.users.remember(manager, event.userId, event.email);
    const content = passwordResetMail({ publicUrl: this.config.PUBLIC_URL, token: event.token });
    await this.outbox.add(manager, { kind: 'password-reset', sourceMessageId: messageId, toAddress: event.email, ...content });
    return 'done';
  }

  async jobCompleted(manager: EntityManager, event: JobCompletedV1, messageId: string): Promise<HandlerOutcome> {
    const to = await this.addressOf(manager, event.userId);
    const content = jobCompletedMail({ publicUrl: this.config.PUBLIC_URL, outputCount: event.outputCount });
    await this.outbox.add(manager, { kind: 'job-completed', sourceMessageId: messageId, toAddress: to, ...content });
    return 'done';
  }

  async jobFailed(manager: EntityManager, event: JobFailedV1, messageId: string): Promise<HandlerOutcome> {
    const to = await this.addressOf(manager, event.userId);
    const content = jobFailedMail({ publicUrl: this.config.PUBLIC_URL, reason: event.reason });
    await this.outbox.add(manager, { kind: 'job-failed', sourceMessageId: messageId, toAddress: to, ...content });
    return 'done';
  }

  /**
   * Throws when the user is unknown: events are handled concurrently, so user.registered.v1 may
   * still be on its way. The transport retries with backoff and, past the delivery limit, parks
   * the event in the dead-letter queue where it can be seen and replayed, rather than dropping it.
   */
  private async addressOf(manager: EntityManager, userId: string): Promise<string> {
    const address = await this.users.addressOf(manager, userId);
    if (!address) throw new Error(`No e-mail address known yet for user ${userId}`);
    return address;
  }
}
