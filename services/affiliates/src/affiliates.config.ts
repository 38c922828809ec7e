import { DatabaseConfig, httpsUrl, SafeInProduction } from '@reelmix/config';
import { IsInt, Matches, Max, Min } from 'class-validator';

export class AffiliatesConfig extends DatabaseConfig {
  @IsInt() @Min(0) @Max(65535)
  override PORT: number = 3007;

  /** The site's public address: referral links and the signup page are built on it. */
  @Matches(/^https?:\/\/[^\s]+$/, { message: 'must be an http:// or https:// URL' })
  @SafeInProduction(httpsUrl)
  PUBLIC_URL: string = 'http://localhost:8080';

  /** How often pending commissions past the 30-day refund window are approved. */
  @IsInt() @Min(100) @Max(86400000)
  AFFILIATE_SWEEP_MS: number = 3600000;
}
