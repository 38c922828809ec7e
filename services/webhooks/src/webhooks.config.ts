import { DatabaseConfig, EncryptionKeySetting, ToBoolean } from '@reelmix/config';
import { WEBHOOK_LIMITS } from '@reelmix/contracts';
import { IsInt, IsOptional, Max, Min } from 'class-validator';

export class WebhooksConfig extends DatabaseConfig {
  @IsInt() @Min(0) @Max(65535)
  override PORT: number = 3008;

  /**
   * Whether endpoints may be http:// addresses on this machine (127.0.0.0/8, ::1, localhost), for
   * trying webhooks out locally. Unset: allowed outside production, refused in production (see
   * `loopbackAllowed`), where such an address would reach the service's own neighbours.
   */
  @IsOptional() @ToBoolean()
  WEBHOOKS_ALLOW_LOOPBACK?: boolean;

  /** How often the sender looks for due deliveries. */
  @IsInt() @Min(10) @Max(60000)
  WEBHOOKS_POLL_MS: number = 1000;

  /** Deliveries one sweep claims and posts side by side. */
  @IsInt() @Min(1) @Max(200)
  WEBHOOKS_BATCH_SIZE: number = 20;

  /** The first retry's wait; each further failure doubles it up to WEBHOOKS_MAX_BACKOFF_MS. */
  @IsInt() @Min(10) @Max(3600000)
  WEBHOOKS_FIRST_BACKOFF_MS: number = WEBHOOK_LIMITS.firstBackoffMs;

  @IsInt() @Min(10) @Max(86400000)
  WEBHOOKS_MAX_BACKOFF_MS: number = WEBHOOK_LIMITS.maxBackoffMs;

  /** How long after its creation a delivery is retried before it is marked failed. */
  @IsInt() @Min(1000) @Max(7 * 86400000)
  WEBHOOKS_RETRY_FOR_MS: number = WEBHOOK_LIMITS.retryForMs;

  /** A receiver must answer within this. */
  @IsInt() @Min(100) @Max(60000)
  WEBHOOKS_TIMEOUT_MS: number = WEBHOOK_LIMITS.timeoutMs;

  /**
   * 32 bytes as 64 hex characters (`openssl rand -hex 32`): encrypts endpoints' signing secrets.
   * Empty: adding an endpoint is refused. Changing it makes the stored secrets unreadable, and
   * deliveries fail until the old key is back (customers would otherwise need new endpoints).
   */
  @EncryptionKeySetting('it encrypts the signing secrets of customers\' webhook endpoints; without it no endpoint can be added')
  WEBHOOKS_SECRETS_KEY: string = '';
}

/** The effective loopback setting: the explicit flag, else "anywhere but production". */
export function loopbackAllowed(config: Pick<WebhooksConfig, 'NODE_ENV' | 'WEBHOOKS_ALLOW_LOOPBACK'>): boolean {
  return config.WEBHOOKS_ALLOW_LOOPBACK ?? config.NODE_ENV !== 'production';
}
