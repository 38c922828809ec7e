import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { SelfReferralSignal } from './self-referral-signals';

/** A user who registered through an affiliate's link or code: at most one referrer, never themselves. */
@Entity({ name: 'referrals' })
export class Referral {
  @PrimaryColumn({ name: 'referred_id', type: 'uuid' })
  referredId!: string;

  @Column({ name: 'referrer_id', type: 'uuid' })
  referrerId!: string;

  @Column({ name: 'referred_at', type: 'timestamptz' })
  referredAt!: Date;

  /** When a signal shared by both accounts (self-referral-signals.ts) showed the referral to be the affiliate themselves. */
  @Column({ name: 'self_referral_at', type: 'timestamptz', nullable: true })
  selfReferralAt!: Date | null;

  /** Which signal it was. */
  @Column({ name: 'self_referral_signal', type: 'text', nullable: true })
  selfReferralSignal!: SelfReferralSignal | null;
}
