import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { type AdminMailRequest, DomainError, ErrorCode } from '@reelmix/contracts';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { OutgoingMailRepository } from '../outbox/outgoing-mail.repository';
import { adminMessageMail } from '../templates/admin-message.templates';
import { MailUserRepository } from '../users/mail-user.repository';

export const USER_NOT_FOUND = 'User not found';

/**
 * An admin's message to one person, queued in the send outbox like every other mail: it goes out
 * through whatever transport is in force (saved settings, environment, or the dev mailbox), and an
 * SMTP outage delays it rather than failing the request. Each request gets its own id, which is
 * also the mail's key, so one request makes exactly one mail.
 */
@Injectable()
export class AdminMailService {
  private readonly logger = new Logger(AdminMailService.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly outbox: OutgoingMailRepository,
    private readonly users: MailUserRepository,
  ) {}

  async send(request: AdminMailRequest): Promise<{ queued: true; id: string }> {
    const id = randomUUID();
    const content = adminMessageMail({ subject: request.subject, message: request.message });
    if (!content.subject) throw new DomainError(ErrorCode.ValidationFailed, 'Subject is required');
    if (!content.text.trim()) throw new DomainError(ErrorCode.ValidationFailed, 'Message content is required');
    await this.dataSource.transaction(async (manager) => {
      // A deleted account's mail is dropped; one must not be queued for it afterwards.
      if (request.userId && (await this.users.isDeleted(manager, request.userId))) throw new DomainError(ErrorCode.NotFound, USER_NOT_FOUND);
      await this.outbox.add(manager, {
        id,
        kind: 'admin-message',
        sourceMessageId: id,
        toAddress: request.to.trim(),
        userId: request.userId ?? null,
        ...content,
      });
    });
    this.logger.log(`Admin ${request.adminId} queued mail ${id}${request.userId ? ` to user ${request.userId}` : ''}`);
    return { queued: true, id };
  }
}
