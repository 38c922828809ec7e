import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/** A provider event already handled: the same event id delivered again changes nothing. */
@Entity({ name: 'webhook_events' })
export class WebhookEvent {
  @PrimaryColumn({ name: 'event_id', type: 'text' })
  eventId!: string;

  @Column({ type: 'text' })
  type!: string;

  @CreateDateColumn({ name: 'received_at', type: 'timestamptz' })
  receivedAt!: Date;
}
