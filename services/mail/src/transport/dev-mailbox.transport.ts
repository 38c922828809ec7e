import { Logger } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { OutgoingMail } from '../outbox/outgoing-mail.entity';
import { DevMailboxMessage } from './dev-mailbox.entity';
import type { MailTransport } from './mail-transport';

/**
 * Keeps mail in `dev_mailbox` instead of sending it. It writes in the transaction that marks the
 * mail sent, so each mail lands exactly once.
 */
export class DevMailboxTransport implements MailTransport {
  readonly name = 'dev-mailbox';
  private readonly logger = new Logger(DevMailboxTransport.name);

  async send(mail: OutgoingMail, manager: EntityManager): Promise<void> {
    await manager
      .createQueryBuilder()
      .insert()
      .into(DevMailboxMessage)
      .values({ id: mail.id, toAddress: mail.toAddress, subject: mail.subject, html: mail.html, text: mail.text })
      .orIgnore()
      .execute();
    this.logger.log(`mail to ${mail.toAddress}: ${mail.subject} (dev mailbox)`);
  }

  close(): void {}
}
