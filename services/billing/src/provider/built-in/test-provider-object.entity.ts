import { Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/** The built-in test provider's setup intents and subscriptions, kept so they survive restarts. */
@Entity({ name: 'test_provider_objects' })
export class TestProviderObject {
  @PrimaryColumn({ type: 'text' })
  id!: string;

  @Column({ type: 'text' })
  kind!: 'setup_intent' | 'subscription';

  @Column({ type: 'jsonb' })
  data!: Record<string, unknown>;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
