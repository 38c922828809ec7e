import { DatabaseConfig } from '@reelmix/config';
import { IsEmail, IsInt, IsOptional, Max, Min, MinLength } from 'class-validator';

export class AuthConfig extends DatabaseConfig {
  @IsInt() @Min(0) @Max(65535)
  override PORT: number = 3001;

  /** With ADMIN_PASSWORD, creates the first admin when none exists. */
  @IsOptional() @IsEmail()
  ADMIN_EMAIL?: string;

  @IsOptional() @MinLength(8)
  ADMIN_PASSWORD?: string;

  /** Lifetime of a customer session from login; it does not slide with use. */
  @IsInt() @Min(1) @Max(24 * 365)
  SESSION_TTL_HOURS: number = 24 * 30;

  /** Lifetime of an admin session from login: a working day, since an admin session can do far more. */
  @IsInt() @Min(1) @Max(24 * 30)
  ADMIN_SESSION_TTL_HOURS: number = 12;

  /** Failed logins per account within the window before further attempts are refused. */
  @IsInt() @Min(1) @Max(10000)
  LOGIN_MAX_FAILURES_PER_ACCOUNT: number = 10;

  /** Failed logins per client address within the window; higher, since offices share addresses. */
  @IsInt() @Min(1) @Max(100000)
  LOGIN_MAX_FAILURES_PER_IP: number = 30;

  @IsInt() @Min(1) @Max(24 * 60)
  LOGIN_FAILURE_WINDOW_MINUTES: number = 15;

  /** Reset e-mails per address and per caller within the window: enough for a person, not a flood. */
  @IsInt() @Min(1) @Max(100)
  RESET_MAX_PER_ACCOUNT: number = 5;

  @IsInt() @Min(1) @Max(1000)
  RESET_MAX_PER_IP: number = 20;

  @IsInt() @Min(1) @Max(1440)
  RESET_WINDOW_MINUTES: number = 60;
}
