import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { EntityManager, IsNull } from 'typeorm';
import type { MailContent, MailKind } from '../templates/mail-content';
import { MailBodies } from './mail-bodies';
import { OutgoingMail } from './outgoing-mail.entity';

export interface NewMail extends MailContent {
  /** Chosen by the caller when it answers with it; otherwise a new one. */
  id?: string;
  kind: MailKind;
  sourceMessageId: string;
  toAddress: string;
  /** The account the mail is for, when there is one: its deletion drops the mail. */
  userId: string | null;
}

@Injectable()
export class OutgoingMailRepository {
  constructor(private readonly bodies: MailBodies) {}

  /** Queues a mail, its body stored as `MailBodies` says; a second one for the same (kind, source message) is ignored. */
  async add(manager: EntityManager, { id = randomUUID(), html, text, ...mail }: NewMail): Promise<void> {
    await manager
      .createQueryBuilder()
      .insert()
      .into(OutgoingMail)
      .values({ id, ...mail, ...this.bodies.forQueue({ html, text }) })
      .orIgnore()
      .execute();
  }

  /**
   * Deletes a deleted user's mail, sent and unsent: unsent mail must not go out, and sent rows
   * are copies of their address and messages. Mail is theirs when it names them, or (mail queued
   * before mail named its user) when it went to their address. A row being sent right now is
   * locked; the delete waits for it and then removes it as sent. Answers how many unsent mails
   * were dropped.
   */
  async dropFor(manager: EntityManager, userId: string, address: string | null): Promise<number> {
    const [rows]: [Array<{ sent_at: Date | null }>, number] = await manager.query(
      `DELETE FROM "mail"."outgoing_mail"
       WHERE "user_id" = $1 OR ("user_id" IS NULL AND $2::text IS NOT NULL AND lower("to_address") = lower($2))
       RETURNING "sent_at"`,
      [userId, address],
    );
    return rows.filter((row) => row.sent_at === null).length;
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

  /** Mail queued and not sent yet, due or waiting for its retry. */
  countWaiting(manager: EntityManager): Promise<number> {
    return manager.getRepository(OutgoingMail).count({ where: { sentAt: IsNull() } });
  }

  /** Marks the mail sent and keeps only its copy without links: no live link stays in the table. */
  async markSent(manager: EntityManager, mail: OutgoingMail): Promise<void> {
    await manager.update(OutgoingMail, { id: mail.id }, { sentAt: () => 'now()', lastError: null, ...this.bodies.afterSending(mail) });
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
