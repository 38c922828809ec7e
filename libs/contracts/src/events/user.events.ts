import { IsEmail, IsISO8601, IsOptional, IsString, IsUUID, Length, Matches } from 'class-validator';

export class UserRegisteredV1 {
  @IsUUID() userId!: string;
  @IsEmail() email!: string;
  @IsOptional() @IsUUID() referrerId?: string | null;
  @IsISO8601() registeredAt!: string;
}

export class UserDeletedV1 {
  @IsUUID() userId!: string;
  @IsISO8601() deletedAt!: string;
}

/**
 * No longer published: it carried the raw token, which then sat readable in auth's outbox. Mail
 * still handles one published before the upgrade (its link works for an hour at most); this can go
 * once no deployment has such an event in flight.
 */
export class PasswordResetRequestedV1 {
  @IsUUID() userId!: string;
  @IsEmail() email!: string;
  @IsString() @Length(32, 128) token!: string;
  @IsISO8601() expiresAt!: string;
}

/**
 * Bound into the reset token's ciphertext, so a value sealed for another purpose with the same key
 * is refused (SecretCipher's associated data).
 */
export const PASSWORD_RESET_TOKEN_PURPOSE = 'password-reset.requested.v2.token';

/**
 * A customer asked to reset their password. Carries the single-use token (valid one hour) because
 * the e-mail must contain it, encrypted with RESET_LINK_KEY, which only auth and mail hold: the
 * event waits in auth's outbox (and in the broker's queues) for days, and nothing readable there
 * may open the account. Auth stores only the token's hash.
 */
export class PasswordResetRequestedV2 {
  @IsUUID() userId!: string;
  @IsEmail() email!: string;
  /** `SecretCipher` text (`v1.<iv>.<tag>.<ciphertext>`) of the token, purpose PASSWORD_RESET_TOKEN_PURPOSE. */
  @IsString() @Matches(/^v1\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/) @Length(32, 512) encryptedToken!: string;
  @IsISO8601() expiresAt!: string;
}
