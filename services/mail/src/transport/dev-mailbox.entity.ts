import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A mail "sent" with no SMTP server configured, kept for a person to read during development. */
@Entity({ name: 'dev_mailbox' })
export class DevMailboxMessage {
  /** The id of the outgoing mail it came from. */
  @PrimaryColumn('uuid') id!: string;
  @Column({ name: 'to_address', type: 'text' }) toAddress!: string;
  @Column({ type: 'text' }) subject!: string;
  @Column({ type: 'text' }) html!: string;
  @Column({ type: 'text' }) text!: string;
  @Column({ name: 'received_at', type: 'timestamptz', default: () => 'now()' }) receivedAt!: Date;
}
