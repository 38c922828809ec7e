import { type WebhookDeliveryStatus } from '@reelmix/contracts';
import { Column, Entity, PrimaryColumn } from 'typeorm';

/** One event on its way to one endpoint: the outbox row the sender works through, and its log. */
@Entity({ name: 'deliveries' })
export class WebhookDelivery {
  @PrimaryColumn('uuid') id!: string;
  @Column({ name: 'event_id', type: 'uuid' }) eventId!: string;
  @Column({ name: 'endpoint_id', type: 'uuid' }) endpointId!: string;
  @Column({ name: 'user_id', type: 'uuid' }) userId!: string;
  @Column({ type: 'text', default: 'pending' }) status!: WebhookDeliveryStatus;
  @Column({ type: 'int', default: 0 }) attempts!: number;
  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' }) createdAt!: Date;
  /** Due time while pending (pushed back while an attempt is under way); null once settled. */
  @Column({ name: 'next_attempt_at', type: 'timestamptz', nullable: true, default: () => 'now()' }) nextAttemptAt!: Date | null;
  @Column({ name: 'last_attempt_at', type: 'timestamptz', nullable: true }) lastAttemptAt!: Date | null;
  @Column({ name: 'last_status', type: 'int', nullable: true }) lastStatus!: number | null;
  @Column({ name: 'last_error', type: 'text', nullable: true }) lastError!: string | null;
  @Column({ name: 'delivered_at', type: 'timestamptz', nullable: true }) deliveredAt!: Date | null;
}
