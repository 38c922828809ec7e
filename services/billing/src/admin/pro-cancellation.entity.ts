import { Column, Entity, PrimaryColumn } from 'typeorm';

/** An admin ended a user's Pro, and said why (docs/product-rules.md#pro-by-an-admin). */
@Entity({ name: 'pro_cancellations' })
export class ProCancellation {
  @PrimaryColumn('uuid')
  id!: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId!: string;

  @Column({ name: 'admin_id', type: 'uuid' })
  adminId!: string;

  @Column({ type: 'text' })
  reason!: string;

  @Column({ name: 'cancelled_at', type: 'timestamptz' })
  cancelledAt!: Date;

  @Column({ name: 'subscription_id', type: 'text', nullable: true })
  subscriptionId!: string | null;

  @Column({ name: 'was_trialing', type: 'boolean', default: false })
  wasTrialing!: boolean;
}
