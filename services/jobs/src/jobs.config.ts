import { DatabaseConfig, EncryptionKeySetting, httpsUrl, SafeInProduction, unpublished, WithStorageSettings } from '@reelmix/config';
import { IsInt, IsString, Matches, Max, Min } from 'class-validator';

export class JobsConfig extends WithStorageSettings(DatabaseConfig) {
  @IsInt() @Min(0) @Max(65535)
  override PORT: number = 3004;

  /** How long a normalised segment no job has used is kept for the user's next jobs (14 days). */
  @IsInt() @Min(1) @Max(8760)
  SEGMENT_RETENTION_HOURS: number = 336;

  /** How often segments past their retention are removed. */
  @IsInt() @Min(1000) @Max(86400000)
  SEGMENT_SWEEP_MS: number = 3600000;

  /**
   * 32 bytes as 64 hex characters (`openssl rand -hex 32`): encrypts the ad platforms' access tokens
   * buyers connect. Empty: connecting an ad account is refused (allowed outside production only).
   * Changing it makes saved tokens unreadable: buyers then paste them again.
   */
  @EncryptionKeySetting('it encrypts the ad platforms\' access tokens buyers connect; without it no ad account can be connected')
  AD_TOKENS_KEY: string = '';

  /** The Graph API's host (Meta); tests and staging point it at a fake. */
  @Matches(/^https?:\/\/[^\s/]+(:\d+)?$/, { message: 'must be an http:// or https:// origin without a path' })
  @SafeInProduction(httpsUrl)
  META_GRAPH_URL: string = 'https://graph.facebook.com';

  /** TikTok's Marketing API host; tests and staging point it at a fake. The version is pinned in libs/ad-platforms. */
  @Matches(/^https?:\/\/[^\s/]+(:\d+)?$/, { message: 'must be an http:// or https:// origin without a path' })
  @SafeInProduction(httpsUrl)
  TIKTOK_API_URL: string = 'https://business-api.tiktok.com';

  /** The host that takes video uploads; META_GRAPH_URL when empty (Meta's is graph-video.facebook.com). */
  @IsString() @Matches(/^(https?:\/\/[^\s/]+(:\d+)?)?$/, { message: 'must be empty or an http:// or https:// origin without a path' })
  META_GRAPH_VIDEO_URL: string = '';

  /** The Graph API version every call names; empty takes the product's pinned default (libs/ad-platforms). */
  @IsString() @Matches(/^(v\d+\.\d+)?$/, { message: 'must look like v24.0' })
  META_GRAPH_VERSION: string = '';

  /**
   * The Meta app buyers approve in Facebook Login (App Dashboard, Settings > Basic). Empty, with
   * META_APP_SECRET: Facebook Login is not offered and buyers paste a token. Its redirect URI is
   * the gateway's PUBLIC_URL with /api/integrations/meta/login/callback.
   */
  @Matches(/^(\d{5,20})?$/, { message: 'must be the Meta app\'s numeric id, or empty' })
  META_APP_ID: string = '';

  /** The app's secret, for trading Facebook Login's codes for tokens; empty with META_APP_ID. */
  @IsString() @Matches(/^([A-Za-z0-9]{16,64})?$/, { message: 'must be the Meta app secret (letters and digits), or empty' })
  @SafeInProduction(unpublished)
  META_APP_SECRET: string = '';

  /** The host of Meta's login dialog; tests point it at the fake Graph API, which serves the dialog too. */
  @Matches(/^https?:\/\/[^\s/]+(:\d+)?$/, { message: 'must be an http:// or https:// origin without a path' })
  @SafeInProduction(httpsUrl)
  META_LOGIN_URL: string = 'https://www.facebook.com';

  /** How often published ads' insights are read while any of them is active. */
  @IsInt() @Min(60000) @Max(86400000)
  INSIGHTS_REFRESH_MS: number = 3600000;

  /** How often paused-only publications are read: their figures barely change. */
  @IsInt() @Min(60000) @Max(604800000)
  INSIGHTS_IDLE_REFRESH_MS: number = 86400000;

  /** How often the publisher looks for outputs waiting to be published (a publish call wakes it at once). */
  @IsInt() @Min(100) @Max(600000)
  PUBLISH_POLL_MS: number = 5000;

  /** How long Meta may take to process an uploaded video before that output counts as failed. */
  @IsInt() @Min(1000) @Max(86400000)
  PUBLISH_PROCESSING_DEADLINE_MS: number = 900000;

  /**
   * How long a publisher holds an output it took: longer than any one attempt (an upload of the
   * largest output on a slow link, Meta's rate-limit waits), since a row whose lease ran out is
   * taken again. A crashed publisher's outputs are taken again after it.
   */
  @IsInt() @Min(1000) @Max(86400000)
  PUBLISH_LEASE_MS: number = 1200000;
}
