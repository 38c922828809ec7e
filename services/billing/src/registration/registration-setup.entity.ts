import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/**
 * A card collection started for a registration. The account is created only when it succeeds;
 * `userId` then marks it used, so a repeated "complete registration" answers the same account.
 */
@Entity({ name: 'registration_setups' })
export class RegistrationSetup {
  @PrimaryColumn({ name: 'setup_intent_id', type: 'text' })
  setupIntentId!: string;

  @Column({ type: 'text' })
  email!: string;

  @Column({ name: 'provider_customer_id', type: 'text' })
  providerCustomerId!: string;

  @Column({ name: 'user_id', type: 'uuid', nullable: true })
  userId!: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
