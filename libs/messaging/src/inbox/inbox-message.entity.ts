import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A message this service has already acted on; its key makes a redelivery a no-op. */
@Entity({ name: 'inbox' })
export class InboxMessage {
  @PrimaryColumn({ name: 'message_id', type: 'text' })
  messageId!: string;

  @PrimaryColumn({ type: 'text' })
  handler!: string;

  @Column({ name: 'processed_at', type: 'timestamptz', default: () => 'now()' })
  processedAt!: Date;
}
