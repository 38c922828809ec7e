import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/**
 * The webhook endpoint created at the provider by an admin (one row). The table keeps the name it
 * had before the class was named for Stripe's events.
 */
@Entity({ name: 'webhook_config' })
export class StripeEndpointConfig {
  @PrimaryColumn({ type: 'smallint', default: 1 })
  id!: number;

  @Column({ name: 'endpoint_id', type: 'text' })
  endpointId!: string;

  @Column({ type: 'text' })
  url!: string;

  /**
   * Shown by the provider only when the endpoint is created, so it is kept here, encrypted
   * (`StoredSigningSecret`); a row from before encryption holds it as given until the next start.
   */
  @Column({ name: 'signing_secret', type: 'text', nullable: true })
  signingSecret!: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
