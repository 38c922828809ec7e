import { type WebhookEventType } from '@reelmix/contracts';
import { Column, Entity, PrimaryColumn } from 'typeorm';

/** One event as its endpoints receive it; its id is the body's `id`, which receivers dedupe on. */
@Entity({ name: 'events' })
export class WebhookEvent {
  @PrimaryColumn('uuid') id!: string;
  @Column({ name: 'user_id', type: 'uuid' }) userId!: string;
  @Column({ type: 'text' }) type!: WebhookEventType;
  /** The broker message it came from: unique, so a redelivered message makes no second event. */
  @Column({ name: 'source_message_id', type: 'text' }) sourceMessageId!: string;
  /** The JSON sent, byte for byte, by every delivery of the event (signatures cover these bytes). */
  @Column({ type: 'text' }) body!: string;
  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' }) createdAt!: Date;
}
