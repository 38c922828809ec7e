import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A user who registered through an affiliate's link or code: at most one referrer, never themselves. */
@Entity({ name: 'referrals' })
export class Referral {
  @PrimaryColumn({ name: 'referred_id', type: 'uuid' })
  referredId!: string;

  @Column({ name: 'referrer_id', type: 'uuid' })
  referrerId!: string;

  @Column({ name: 'referred_at', type: 'timestamptz' })
  referredAt!: Date;

  /** When a card shared by both accounts showed the referral to be the affiliate themselves. */
  @Column({ name: 'self_referral_at', type: 'timestamptz', nullable: true })
  selfReferralAt!: Date | null;
}
