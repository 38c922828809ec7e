import { Column, Entity, PrimaryColumn } from 'typeorm';

/** One affiliate's share of a monthly payout run: the commissions it settled, sent by PayPal. */
@Entity({ name: 'payouts' })
export class Payout {
  /** Short enough for PayPal's 30-character reference column (`PO-20260301-7KQ2M9XA`). */
  @PrimaryColumn({ type: 'text' })
  id!: string;

  @Column({ name: 'affiliate_id', type: 'uuid' })
  affiliateId!: string;

  @Column({ name: 'amount_cents', type: 'integer' })
  amountCents!: number;

  @Column({ name: 'commission_count', type: 'integer' })
  commissionCount!: number;

  /** The admin who ran the payout; null when the command did. */
  @Column({ name: 'admin_id', type: 'uuid', nullable: true })
  adminId!: string | null;

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
