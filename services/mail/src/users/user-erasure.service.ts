import { Injectable, Logger } from '@nestjs/common';
import { type UserDeletedV1 } from '@reelmix/contracts';
import { HandlerOutcome } from '@reelmix/messaging';
import { EntityManager } from 'typeorm';
import { OutgoingMailRepository } from '../outbox/outgoing-mail.repository';
import { MailUserRepository } from './mail-user.repository';

/**
 * user.deleted.v1: the address is forgotten (a marker without it remains, so later events about
 * the user are skipped), and their mail, unsent and sent, is deleted. What a receiving server
 * already took, or the dev mailbox (the stand-in for the person's inbox) holds, stays there.
 */
@Injectable()
export class UserErasureService {
  private readonly logger = new Logger(UserErasureService.name);

  constructor(
    private readonly users: MailUserRepository,
    private readonly outbox: OutgoingMailRepository,
  ) {}

  async erase(manager: EntityManager, event: UserDeletedV1): Promise<HandlerOutcome> {
    const address = await this.users.forget(manager, event.userId, new Date(event.deletedAt));
    const dropped = await this.outbox.dropFor(manager, event.userId, address);
    this.logger.log(`Forgot deleted user ${event.userId}; ${dropped} unsent mail(s) dropped`);
    return 'done';
  }
}
