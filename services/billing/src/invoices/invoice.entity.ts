import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/** A payment taken for a subscription, as the provider reported it. */
@Entity({ name: 'invoices' })
export class Invoice {
  /** The provider's invoice id (`in_…`). */
  @PrimaryColumn({ type: 'text' })
  id!: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId!: string;

  @Column({ name: 'subscription_id', type: 'text' })
  subscriptionId!: string;

  @Column({ name: 'amount_paid_cents', type: 'integer' })
  amountPaidCents!: number;

  @Column({ name: 'amount_refunded_cents', type: 'integer', default: 0 })
  amountRefundedCents!: number;

  @Column({ type: 'text' })
  currency!: string;

  @Column({ name: 'paid_at', type: 'timestamptz' })
  paidAt!: Date;

  /** How a refund (which names the payment, not the invoice) finds its invoice. */
  @Column({ name: 'payment_intent_id', type: 'text', nullable: true })
  paymentIntentId!: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
