import type { AdAccountView, AdPlatform } from '@reelmix/contracts';
import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A buyer's connected ad platform login. The token is kept sealed (SecretCipher, AD_TOKENS_KEY), never in clear. */
@Entity({ name: 'ad_connections' })
export class AdConnection {
  @PrimaryColumn({ name: 'user_id', type: 'uuid' }) userId!: string;
  @PrimaryColumn({ type: 'text' }) platform!: AdPlatform;
  @Column({ name: 'token_sealed', type: 'text' }) tokenSealed!: string;
  /** The token's last four characters, so the buyer can tell which one is saved. */
  @Column({ name: 'token_hint', type: 'text' }) tokenHint!: string;
  @Column({ name: 'platform_user_id', type: 'text' }) platformUserId!: string;
  @Column({ name: 'platform_user_name', type: 'text', nullable: true }) platformUserName!: string | null;
  /** The ad accounts the token reached when last checked: publishing goes only into one of them. */
  @Column({ name: 'ad_accounts', type: 'jsonb' }) adAccounts!: AdAccountView[];
  @Column({ type: 'text' }) state!: 'connected' | 'expired';
  @Column({ name: 'connected_at', type: 'timestamptz' }) connectedAt!: Date;
  @Column({ name: 'checked_at', type: 'timestamptz' }) checkedAt!: Date;
  @Column({ name: 'expires_at', type: 'timestamptz', nullable: true }) expiresAt!: Date | null;
}
