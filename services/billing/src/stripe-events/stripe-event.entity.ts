import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/**
 * A provider event already handled: the same event id delivered again changes nothing. The table
 * keeps the name it had before the class was named for Stripe's events.
 */
@Entity({ name: 'webhook_events' })
export class StripeEvent {
  @PrimaryColumn({ name: 'event_id', type: 'text' })
  eventId!: string;

  @Column({ type: 'text' })
  type!: string;

  @CreateDateColumn({ name: 'received_at', type: 'timestamptz' })
  receivedAt!: Date;
}
