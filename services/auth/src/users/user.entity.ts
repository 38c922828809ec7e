import type { SubscriptionStatus } from '@reelmix/contracts';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/** A customer account. Admins are a separate account type with their own table. */
@Entity({ name: 'users' })
export class User {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  /** Stored lower-cased so logins are case-insensitive and unique. */
  @Column({ type: 'text', unique: true })
  email!: string;

  @Column({ name: 'password_hash', type: 'text' })
  passwordHash!: string;

  @Column({ name: 'first_name', type: 'text', default: '' })
  firstName!: string;

  @Column({ name: 'last_name', type: 'text', default: '' })
  lastName!: string;

  /** Ticked "start the Pro trial" when registering. */
  @Column({ name: 'requested_pro', type: 'boolean', default: false })
  requestedPro!: boolean;

  @Column({ name: 'subscription_status', type: 'text', nullable: true })
  subscriptionStatus!: SubscriptionStatus | null;

  @Column({ name: 'subscription_trial_end', type: 'timestamptz', nullable: true })
  subscriptionTrialEnd!: Date | null;

  @Column({ name: 'subscription_current_period_end', type: 'timestamptz', nullable: true })
  subscriptionCurrentPeriodEnd!: Date | null;

  /** The provider's subscription id, kept only to show it; billing owns the subscription. */
  @Column({ name: 'subscription_id', type: 'text', nullable: true })
  subscriptionId!: string | null;

  /** The provider's time of the last applied change: older events arriving late are ignored. */
  @Column({ name: 'subscription_updated_at', type: 'timestamptz', nullable: true })
  subscriptionUpdatedAt!: Date | null;

  @Column({ name: 'is_affiliate', type: 'boolean', default: false })
  isAffiliate!: boolean;

  @Column({ name: 'affiliate_code', type: 'text', nullable: true, unique: true })
  affiliateCode!: string | null;

  /** The affiliate who referred this user. */
  @Column({ name: 'referrer_id', type: 'uuid', nullable: true })
  referrerId!: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
