import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/** A subscription payment billing announced, and how much of it was refunded since. */
@Entity({ name: 'payments' })
export class Payment {
  @PrimaryColumn({ name: 'invoice_id', type: 'text' })
  invoiceId!: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId!: string;

  @Column({ name: 'amount_paid_cents', type: 'integer' })
  amountPaidCents!: number;

  /** The refunded total so far (billing reports the running total, so the largest seen wins). */
  @Column({ name: 'amount_refunded_cents', type: 'integer', default: 0 })
  amountRefundedCents!: number;

  @Column({ type: 'text' })
  currency!: string;

  @Column({ name: 'paid_at', type: 'timestamptz' })
  paidAt!: Date;

  @Column({ name: 'card_fingerprint', type: 'text', nullable: true })
  cardFingerprint!: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
