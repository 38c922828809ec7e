import { Column, Entity, PrimaryColumn } from 'typeorm';

/** pending → approved (after the refund window) → paid, or void (refunded, self-referral, account deleted). */
export type CommissionStatus = 'pending' | 'approved' | 'paid' | 'void';

/**
 * `commission`: what one invoice earned, at most one per invoice. `adjustment`: a negative amount
 * taking back part of a commission that was already paid out when its invoice was refunded; it is
 * approved at once, so the next payout deducts it.
 */
export type CommissionKind = 'commission' | 'adjustment';

export type VoidReason = 'refunded' | 'self_referral' | 'account_deleted';

@Entity({ name: 'commissions' })
export class Commission {
  @PrimaryColumn({ type: 'uuid' })
  id!: string;

  @Column({ name: 'affiliate_id', type: 'uuid' })
  affiliateId!: string;

  @Column({ name: 'referred_id', type: 'uuid' })
  referredId!: string;

  @Column({ name: 'invoice_id', type: 'text' })
  invoiceId!: string;

  @Column({ type: 'text' })
  kind!: CommissionKind;

  /** Integer cents; negative only for adjustments. */
  @Column({ name: 'amount_cents', type: 'integer' })
  amountCents!: number;

  @Column({ type: 'text', default: 'pending' })
  status!: CommissionStatus;

  /** When the invoice was paid: the refund window, and so approval, counts from here. */
  @Column({ name: 'invoice_paid_at', type: 'timestamptz' })
  invoicePaidAt!: Date;

  @Column({ name: 'approved_at', type: 'timestamptz', nullable: true })
  approvedAt!: Date | null;

  @Column({ name: 'paid_at', type: 'timestamptz', nullable: true })
  paidAt!: Date | null;

  @Column({ name: 'payout_id', type: 'text', nullable: true })
  payoutId!: string | null;

  @Column({ name: 'void_reason', type: 'text', nullable: true })
  voidReason!: VoidReason | null;

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @Column({ name: 'updated_at', type: 'timestamptz', default: () => 'now()' })
  updatedAt!: Date;
}
