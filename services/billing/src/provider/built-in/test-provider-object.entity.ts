import { Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/** The built-in test provider's setup intents, subscriptions and invoices, kept so they survive restarts. */
@Entity({ name: 'test_provider_objects' })
export class TestProviderObject {
  @PrimaryColumn({ type: 'text' })
  id!: string;

  @Column({ type: 'text' })
  kind!: 'setup_intent' | 'subscription' | 'invoice';

  @Column({ type: 'jsonb' })
  data!: Record<string, unknown>;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
