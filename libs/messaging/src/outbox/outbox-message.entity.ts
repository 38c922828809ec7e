import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/** An event written in the same transaction as the change it announces, sent after commit. */
@Entity({ name: 'outbox' })
@Index('outbox_unpublished_idx', ['createdAt'], { where: '"published_at" IS NULL' })
export class OutboxMessage {
  @PrimaryColumn('uuid')
  id!: string;

  @Column({ name: 'event_name', type: 'text' })
  eventName!: string;

  @Column({ type: 'jsonb' })
  payload!: unknown;

  @Column({ name: 'correlation_id', type: 'text', nullable: true })
  correlationId!: string | null;

  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' })
  createdAt!: Date;

  @Column({ name: 'published_at', type: 'timestamptz', nullable: true })
  publishedAt!: Date | null;

  @Column({ type: 'int', default: 0 })
  attempts!: number;

  @Column({ type: 'int', default: 0 })
  priority!: number;
}
