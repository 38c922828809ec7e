import { atLeast, DatabaseConfig, EncryptionKeySetting, SafeInProduction, unpublished } from '@reelmix/config';
import { IsEmail, IsInt, IsOptional, IsString, Max, Min, MinLength } from 'class-validator';

/**
 * OWASP's least argon2id cost (Password Storage Cheat Sheet: 19 MiB, 2 passes, 1 lane). Production
 * refuses anything cheaper, which only suits tests.
 */
export const OWASP_ARGON2ID_MINIMUM = {
  memoryKiB: 19456,
  timeCost: 2,
  parallelism: 1,
  why: "OWASP's least argon2id cost is 19456 KiB with 2 passes: below it a stolen hash is cheap to guess at; lower values are for tests only",
} as const;

/** More lanes than cores only queue: a limit far above any machine the services run on. */
const PASSWORD_HASH_MOST_LANES = 16;

export class AuthConfig extends DatabaseConfig {
  @IsInt() @Min(0) @Max(65535)
  override PORT: number = 3001;

  /** With ADMIN_PASSWORD, creates the first admin when none exists. */
  @IsOptional() @IsEmail()
  ADMIN_EMAIL?: string;

  @IsOptional() @MinLength(8) @SafeInProduction(unpublished)
  ADMIN_PASSWORD?: string;

  /**
   * Without ADMIN_PASSWORD: where the first admin's generated password is written (and read again
   * on later starts), so a deployment never starts with a known password and never logs one.
   */
  @IsOptional() @IsString() @MinLength(1)
  ADMIN_PASSWORD_FILE?: string;

  /*
   * argon2id's cost for new password hashes (docs/security.md, Password hashing). The defaults are
   * the argon2 library's own, which every hash before these settings was made with. A stored hash
   * carries the parameters it was made with, so changing them never stops an old one verifying.
   * Only tests set them lower: a hash there then takes a millisecond instead of a few hundred.
   */

  /** Memory per hash, in KiB; argon2 needs 8 per lane, so the least allowed covers the most lanes. */
  @IsInt() @Min(8 * PASSWORD_HASH_MOST_LANES) @Max(4 * 1024 * 1024)
  @SafeInProduction(atLeast(OWASP_ARGON2ID_MINIMUM.memoryKiB, OWASP_ARGON2ID_MINIMUM.why))
  PASSWORD_HASH_MEMORY_KIB: number = 65536;

  /** Passes over that memory. */
  @IsInt() @Min(1) @Max(100)
  @SafeInProduction(atLeast(OWASP_ARGON2ID_MINIMUM.timeCost, OWASP_ARGON2ID_MINIMUM.why))
  PASSWORD_HASH_TIME_COST: number = 3;

  /** Lanes computed side by side, each on a thread of its own (also how many cores one hash keeps busy). */
  @IsInt() @Min(OWASP_ARGON2ID_MINIMUM.parallelism) @Max(PASSWORD_HASH_MOST_LANES)
  PASSWORD_HASH_PARALLELISM: number = 4;

  /** Absolute lifetime of a customer session from login; use does not extend it. */
  @IsInt() @Min(1) @Max(24 * 365)
  SESSION_TTL_HOURS: number = 24 * 30;

  /** A customer session also ends once it has gone this many days unused (ASVS 7.3.1). */
  @IsInt() @Min(1) @Max(365)
  SESSION_IDLE_DAYS: number = 7;

  /** Lifetime of an admin session from login: a working day, since an admin session can do far more. */
  @IsInt() @Min(1) @Max(24 * 30)
  ADMIN_SESSION_TTL_HOURS: number = 12;

  /** An admin session also ends once it has gone this many minutes unused: an unattended admin screen should not stay open. */
  @IsInt() @Min(5) @Max(24 * 60)
  ADMIN_SESSION_IDLE_MINUTES: number = 30;

  /*
   * Login limits (docs/security.md): failures that cost nothing, then a delay that doubles from one
   * second up to a cap, counted from the last failure. None of them is a hard lock.
   */

  /** Per e-mail and client address: the brute-force limit, so its cap is long. */
  @IsInt() @Min(1) @Max(1000)
  LOGIN_FREE_FAILURES_PER_ACCOUNT_AND_IP: number = 5;

  @IsInt() @Min(1) @Max(24 * 3600)
  LOGIN_MAX_DELAY_SECONDS_PER_ACCOUNT_AND_IP: number = 900;

  /**
   * Per e-mail across addresses, against guessing from many addresses. Only slows, with a short
   * cap, and never applies to an address that has not failed on the account (the owner elsewhere).
   */
  @IsInt() @Min(1) @Max(100000)
  LOGIN_FREE_FAILURES_PER_ACCOUNT: number = 20;

  @IsInt() @Min(1) @Max(3600)
  LOGIN_MAX_DELAY_SECONDS_PER_ACCOUNT: number = 60;

  /** Per client address across e-mails, against one source spraying many accounts: high, since offices share an address. */
  @IsInt() @Min(1) @Max(1000000)
  LOGIN_FREE_FAILURES_PER_IP: number = 100;

  @IsInt() @Min(1) @Max(3600)
  LOGIN_MAX_DELAY_SECONDS_PER_IP: number = 60;

  /** A counter's failures are forgotten once this long has passed without another. */
  @IsInt() @Min(1) @Max(7 * 24 * 60)
  LOGIN_FAILURE_MEMORY_MINUTES: number = 60;

  /** Reset e-mails per address and per caller within the window: enough for a person, not a flood. */
  @IsInt() @Min(1) @Max(100)
  RESET_MAX_PER_ACCOUNT: number = 5;

  @IsInt() @Min(1) @Max(1000)
  RESET_MAX_PER_IP: number = 20;

  @IsInt() @Min(1) @Max(1440)
  RESET_WINDOW_MINUTES: number = 60;

  /**
   * 32 bytes as 64 hex characters (`openssl rand -hex 32`), the same in auth and mail: auth
   * encrypts the reset token it sends the mail service with it (password-reset.requested.v2), so
   * its outbox and the broker keep nothing that opens an account. Empty: reset e-mails are refused.
   */
  @EncryptionKeySetting('it encrypts the reset token sent to the mail service; without it no reset e-mail can be sent')
  RESET_LINK_KEY: string = '';

  /**
   * Registration checks (`POST /api/auth/register`, which says whether an e-mail has an account)
   * per client address within the window: a person needs a few, a list of e-mails needs many.
   */
  @IsInt() @Min(1) @Max(10000)
  REGISTRATION_CHECK_MAX_PER_IP: number = 20;

  @IsInt() @Min(1) @Max(1440)
  REGISTRATION_CHECK_WINDOW_MINUTES: number = 60;
}
