import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { MailKind } from '../templates/mail-content';

/** One e-mail to send, written in the transaction of the event that asked for it. */
@Entity({ name: 'outgoing_mail' })
export class OutgoingMail {
  @PrimaryColumn('uuid') id!: string;
  @Column({ type: 'text' }) kind!: MailKind;
  /** The broker message id of the event; with `kind` it is unique, so one event makes one mail. */
  @Column({ name: 'source_message_id', type: 'text' }) sourceMessageId!: string;
  @Column({ name: 'to_address', type: 'text' }) toAddress!: string;
  /** The account the mail is for; null for mail to an address that is no account's. */
  @Column({ name: 'user_id', type: 'uuid', nullable: true }) userId!: string | null;
  @Column({ type: 'text' }) subject!: string;
  /**
   * The body without its links (`MailBodies`), or, when MAIL_SETTINGS_KEY is not set, the full body
   * until the mail is sent. Never a live link once sent.
   */
  @Column({ type: 'text' }) html!: string;
  @Column({ type: 'text' }) text!: string;
  /** The full body (`SecretCipher` text of its html and text) while the mail waits; null once sent. */
  @Column({ name: 'sealed_body', type: 'text', nullable: true }) sealedBody!: string | null;
  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' }) createdAt!: Date;
  @Column({ type: 'int', default: 0 }) attempts!: number;
  @Column({ name: 'next_attempt_at', type: 'timestamptz', default: () => 'now()' }) nextAttemptAt!: Date;
  @Column({ name: 'sent_at', type: 'timestamptz', nullable: true }) sentAt!: Date | null;
  @Column({ name: 'last_error', type: 'text', nullable: true }) lastError!: string | null;
}
