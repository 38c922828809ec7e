import { type WebhookEventType } from '@reelmix/contracts';
import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A customer's receiver: where to POST which event types, and the secret that signs them. */
@Entity({ name: 'endpoints' })
export class WebhookEndpoint {
  @PrimaryColumn('uuid') id!: string;
  @Column({ name: 'user_id', type: 'uuid' }) userId!: string;
  @Column({ type: 'text' }) url!: string;
  @Column({ type: 'text', array: true }) events!: WebhookEventType[];
  /**
   * Never logged, never listed: shown once, in the creation's answer. Stored encrypted
   * (`StoredSigningSecrets`); a row from before encryption holds it as issued until the next start.
   */
  @Column({ type: 'text' }) secret!: string;
  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' }) createdAt!: Date;
}
