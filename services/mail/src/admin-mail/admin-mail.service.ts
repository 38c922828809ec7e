import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { adminActionRecorded, type AdminMailRequest, auditChanges, Events } from '@reelmix/contracts';
import { OutboxWriter } from '@reelmix/messaging';
import { CLOCK, type Clock } from '@reelmix/service-host';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { OutgoingMailRepository } from '../outbox/outgoing-mail.repository';
import { adminMessageMail } from '../templates/admin-message.templates';
import { MailUserRepository } from '../users/mail-user.repository';
import { MailErrors } from '../mail-errors';

/**
 * An admin's message to one person, queued in the send outbox like every other mail: it goes out
 * through whatever transport is in force (saved settings, environment, or the dev mailbox), and an
 * SMTP outage delays it rather than failing the request. Each request gets its own id, which is
 * also the mail's key, so one request makes exactly one mail. The audit entry (`user-mailed`, or
 * `test-email-sent` for the settings' test mail, which names no user) is queued with it.
 */
@Injectable()
export class AdminMailService {
  private readonly logger = new Logger(AdminMailService.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly outbox: OutgoingMailRepository,
    private readonly users: MailUserRepository,
    private readonly events: OutboxWriter,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async send(request: AdminMailRequest): Promise<{ queued: true; id: string }> {
    const id = randomUUID();
    const content = await adminMessageMail({ subject: request.subject, message: request.message });
    if (!content.subject) throw MailErrors.subjectRequired();
    if (!content.text.trim()) throw MailErrors.messageRequired();
    await this.dataSource.transaction(async (manager) => {
      // A deleted account's mail is dropped; one must not be queued for it afterwards.
      if (request.userId && (await this.users.isDeleted(manager, request.userId))) throw MailErrors.userNotFound();
      await this.outbox.add(manager, {
        id,
        kind: 'admin-message',
        sourceMessageId: id,
        toAddress: request.to.trim(),
        userId: request.userId ?? null,
        ...content,
      });
      // The subject says which mail it was; the recipient is the target user, or the admin's own test.
      const changes = auditChanges(null, { subject: content.subject, template: request.template ?? null });
      const event = request.userId
        ? adminActionRecorded(request, 'user-mailed', { target: { kind: 'user', id: request.userId }, changes }, this.clock.now())
        : adminActionRecorded(request, 'test-email-sent', { changes }, this.clock.now());
      await this.events.add(manager, Events.AdminActionRecorded, event);
    });
    this.logger.log(`Admin ${request.adminId} queued mail ${id}${request.userId ? ` to user ${request.userId}` : ''}`);
    return { queued: true, id };
  }
}
