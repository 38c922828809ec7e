import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { EntityManager } from 'typeorm';
import type { MailContent, MailKind } from '../templates/mail-content';
import { OutgoingMail } from './outgoing-mail.entity';

export interface NewMail extends MailContent {
  kind: MailKind;
  sourceMessageId: string;
  toAddress: string;
}

@Injectable()
export class OutgoingMailRepository {
  /** Queues a mail; a second one for the same (kind, source message) is ignored. */
  async add(manager: EntityManager, mail: NewMail): Promise<void> {
    await manager
      .createQueryBuilder()
      .insert()
      .into(OutgoingMail)
      .values({ id: randomUUID(), ...mail })
      .orIgnore()
      .execute();
  }

  /**
   * Takes the next due mail and keeps it locked until the caller's transaction ends, so another
   * sender (a second replica) skips it instead of sending it too.
   */
  claimDue(manager: EntityManager): Promise<OutgoingMail | null> {
    return manager
      .createQueryBuilder(OutgoingMail, 'mail')
      .where('mail.sentAt IS NULL')
      .andWhere('mail.nextAttemptAt <= now()')
      .orderBy('mail.nextAttemptAt', 'ASC')
      .limit(1)
      .setLock('pessimistic_write')
      .setOnLocked('skip_locked')
      .getOne();
  }

  async markSent(manager: EntityManager, id: string): Promise<void> {
    await manager.update(OutgoingMail, { id }, { sentAt: () => 'now()', lastError: null });
  }

  /** Records a failed attempt and when to try again (database time, like `claimDue`). */
  async markFailed(manager: EntityManager, id: string, attempts: number, retryInMs: number, error: string): Promise<void> {
    await manager
      .createQueryBuilder()
      .update(OutgoingMail)
      .set({ attempts, lastError: error.slice(0, 2000), nextAttemptAt: () => `now() + (:retryInMs * interval '1 millisecond')` })
      .where('id = :id', { id })
      .setParameter('retryInMs', retryInMs)
      .execute();
  }
}
