import { IsBoolean, IsEmail, IsIP, IsOptional, IsString, Length, MaxLength, MinLength } from 'class-validator';
import type { CurrentUser } from '../http/current-user.dto';
import { NEW_PASSWORD_MIN_LENGTH, PASSWORD_MAX_LENGTH } from '../passwords/new-password-rule';

/** Creates a customer account. The registration flow and admin "create Pro user" build on it. */
export class CreateUserRequest {
  @IsEmail() @MaxLength(254) email!: string;
  @IsString() @MinLength(NEW_PASSWORD_MIN_LENGTH) @MaxLength(PASSWORD_MAX_LENGTH) password!: string;
  @IsOptional() @IsString() @MaxLength(100) firstName?: string;
  @IsOptional() @IsString() @MaxLength(100) lastName?: string;
  /** An affiliate's code: the account records that affiliate as its referrer (never itself). */
  @IsOptional() @IsString() @MaxLength(64) referralCode?: string;
  /** Ticked "start the Pro trial" when registering; shown to admins as 'Requested'. */
  @IsOptional() @IsBoolean() requestedPro?: boolean;
}

/** Whether an e-mail already has an account: registration answers 409 with canLogin when it does. */
export class EmailLookupRequest {
  @IsString() @MaxLength(254) email!: string;
  /** The caller's address: the answer reveals whether an account exists, so it is throttled per address. */
  @IsOptional() @IsIP() ip?: string;
}

export interface EmailLookupResponse {
  registered: boolean;
}

export interface CreateUserResponse {
  id: string;
  email: string;
}

/** How much of a User-Agent a session keeps: enough for any real browser's. */
export const USER_AGENT_MAX_LENGTH = 512;

/** Signing in checks the password against its hash only: the new-password rule does not apply. */
export class LoginRequest {
  @IsString() @MaxLength(254) email!: string;
  @IsString() @MaxLength(PASSWORD_MAX_LENGTH) password!: string;
  /** The caller's address, for per-address rate limits; a customer session keeps its network. */
  @IsOptional() @IsIP() ip?: string;
  /** The browser's User-Agent (cut to `USER_AGENT_MAX_LENGTH`), which names the device in the session list. */
  @IsOptional() @IsString() @MaxLength(USER_AGENT_MAX_LENGTH) userAgent?: string;
}

export interface SessionGrant {
  /** Opaque, random; only its hash is stored. Goes into the httpOnly session cookie. */
  sessionToken: string;
  expiresAt: string;
  user: CurrentUser;
}

export class SessionTokenRequest {
  @IsString() @Length(20, 200) sessionToken!: string;
}

export interface ResolvedSession {
  user: CurrentUser;
  expiresAt: string;
}

/** Always answers `accepted`, whether or not the account exists. */
export class ForgotPasswordRequest {
  @IsString() @MaxLength(254) email!: string;
  @IsOptional() @IsIP() ip?: string;
}

export class ResetPasswordRequest {
  @IsString() @Length(20, 200) token!: string;
  @IsString() @MinLength(NEW_PASSWORD_MIN_LENGTH) @MaxLength(PASSWORD_MAX_LENGTH) password!: string;
  /** The caller's address: uses of reset links are throttled per address. */
  @IsOptional() @IsIP() ip?: string;
}

/** Whether a password may be chosen (the registration form asks before the card step). */
export class NewPasswordCheckRequest {
  @IsString() @MaxLength(PASSWORD_MAX_LENGTH) password!: string;
}
