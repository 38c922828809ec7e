import { BaseConfig, httpsUrl, required, SafeInProduction, strongSecret, WithDevMailboxSetting, WithStorageSettings } from '@reelmix/config';
import { IsInt, IsString, Matches, Max, Min, MinLength } from 'class-validator';
import { DiffersFromField } from './metrics/differs-from-field';

/**
 * The gateway streams media to and from storage, so it reads the storage settings too, and shows
 * the dev mailbox (to loopback clients only) when DEV_MAILBOX is on.
 */
export class GatewayConfig extends WithDevMailboxSetting(WithStorageSettings(BaseConfig)) {
  @IsInt() @Min(0) @Max(65535)
  override PORT: number = 8080;

  /** The address people use, for links in e-mails and redirects. */
  @Matches(/^https?:\/\/[^\s]+$/, { message: 'must be an http(s) URL' })
  @SafeInProduction(httpsUrl)
  PUBLIC_URL: string = 'http://localhost:8080';

  /** Built customer app, served at `/`. */
  @IsString()
  WEB_DIST_DIR: string = 'dist/web';

  /** Built admin app, served at `/admin`. */
  @IsString()
  ADMIN_WEB_DIST_DIR: string = 'dist/admin-web';

  /** The uploads service's internal HTTP address; uploads stream there, never through the broker. */
  @Matches(/^https?:\/\/[^\s]+$/, { message: 'must be an http(s) URL' })
  UPLOADS_URL: string = 'http://127.0.0.1:3003';

  /** Shared with the uploads service: proves an upload was handed over by the gateway. */
  @IsString() @MinLength(16) @SafeInProduction(strongSecret)
  INTERNAL_TOKEN!: string;

  /**
   * Shared with the mail service, which signs the download links it e-mails; the gateway checks
   * them. Changing it voids every link already sent.
   */
  @IsString() @MinLength(32) @SafeInProduction(strongSecret)
  DOWNLOAD_LINK_SECRET!: string;

  /** How long `/api/health` waits for each service before calling it down. */
  @IsInt() @Min(100) @Max(30000)
  HEALTH_TIMEOUT_MS: number = 2000;

  /**
   * Proxies in front of the gateway that append to X-Forwarded-For (1 behind the Ingress). The
   * client address, which login rate limits count, is read that many entries from the right, so
   * a client cannot choose it by sending the header itself.
   */
  @IsInt() @Min(0) @Max(10)
  TRUST_PROXY_HOPS: number = 0;

  /**
   * Billing's Stripe publishable key, the same value billing hands the web app; empty when billing
   * runs the built-in test provider. Set, the pages' Content-Security-Policy lets Stripe.js load
   * and frame the card fields; empty, nothing from Stripe may load at all.
   */
  @Matches(/^$|^pk_(test|live)_[A-Za-z0-9_]+$/, { message: 'must be a Stripe publishable key (pk_…) or empty' })
  @SafeInProduction(required("production takes payments through Stripe, whose card fields the pages may load only with billing's publishable key"))
  STRIPE_PUBLISHABLE_KEY: string = '';

  /** The media bucket's size as the admin dashboard shows it (100 GB by default: docs/product-rules.md#admin-dashboard). */
  @IsInt() @Min(1) @Max(1_000_000)
  STORAGE_QUOTA_GB: number = 100;

  /**
   * Internal port of the gateway's `GET /metrics` for Prometheus. Not PORT: that one is public,
   * and metrics are not for the internet. 0 picks a free port (tests).
   */
  @IsInt() @Min(0) @Max(65535) @DiffersFromField('PORT', { message: 'must differ from PORT, which is public' })
  METRICS_PORT: number = 9464;
}
