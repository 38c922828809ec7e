import type { SubscriptionStatus } from '@reelmix/contracts';
import { Column, CreateDateColumn, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/** A subscription as billing last learned it from the provider. */
@Entity({ name: 'subscriptions' })
export class Subscription {
  /** The provider's subscription id (`sub_…`), or `comp_…` for Pro an admin gave (see complimentary.ts). */
  @PrimaryColumn({ type: 'text' })
  id!: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId!: string;

  @Column({ name: 'provider_customer_id', type: 'text' })
  providerCustomerId!: string;

  @Column({ type: 'text' })
  status!: SubscriptionStatus;

  @Column({ name: 'trial_end', type: 'timestamptz', nullable: true })
  trialEnd!: Date | null;

  @Column({ name: 'current_period_end', type: 'timestamptz', nullable: true })
  currentPeriodEnd!: Date | null;

  @Column({ name: 'cancel_at_period_end', type: 'boolean', default: false })
  cancelAtPeriodEnd!: boolean;

  /** The card's fingerprint: the same card on two accounts is the same person (self-referral). */
  @Column({ name: 'card_fingerprint', type: 'text', nullable: true })
  cardFingerprint!: string | null;

  /** The paying card as receipts name it ("visa", "4242"); null when the provider did not say. */
  @Column({ name: 'card_brand', type: 'text', nullable: true })
  cardBrand!: string | null;

  @Column({ name: 'card_last4', type: 'text', nullable: true })
  cardLast4!: string | null;

  @Column({ name: 'trial_ending_notified_at', type: 'timestamptz', nullable: true })
  trialEndingNotifiedAt!: Date | null;

  /** When it was cancelled (at once or for the period's end); null while it renews. */
  @Column({ name: 'cancelled_at', type: 'timestamptz', nullable: true })
  cancelledAt!: Date | null;

  /**
   * Strictly increasing per subscription; sent as `occurredAt` so projections elsewhere keep the
   * newest state even when two changes land in the same millisecond or arrive out of order.
   */
  @Column({ name: 'state_version', type: 'timestamptz' })
  stateVersion!: Date;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
