import { IsString, IsUUID, Length, MaxLength, MinLength } from 'class-validator';
import { NEW_PASSWORD_MIN_LENGTH, PASSWORD_MAX_LENGTH } from '../passwords/new-password-rule';

/*
 * A signed-in customer acting on their own sessions and password. Each request names the caller by
 * their session token, never by a user id: auth finds the owner from the token itself, so no caller
 * can act on another account's sessions by naming it.
 */

/** Ends one of the caller's sessions; another account's session id is answered as unknown. */
export class EndSessionRequest {
  @IsString() @Length(20, 200) sessionToken!: string;
  @IsUUID() sessionId!: string;
}

/** Changes the caller's password: every other session of the account ends, this one stays. */
export class ChangePasswordRequest {
  @IsString() @Length(20, 200) sessionToken!: string;
  @IsString() @MaxLength(PASSWORD_MAX_LENGTH) currentPassword!: string;
  @IsString() @MinLength(NEW_PASSWORD_MIN_LENGTH) @MaxLength(PASSWORD_MAX_LENGTH) newPassword!: string;
}
