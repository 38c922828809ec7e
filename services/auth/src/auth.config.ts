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
}
