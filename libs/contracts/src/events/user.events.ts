import { IsEmail, IsISO8601, IsOptional, IsString, IsUUID, Length } from 'class-validator';

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
 * A customer asked to reset their password. Carries the single-use token (valid one hour) because
 * the e-mail must contain it; auth stores only its hash.
 */
export class PasswordResetRequestedV1 {
  @IsUUID() userId!: string;
  @IsEmail() email!: string;
  @IsString() @Length(32, 128) token!: string;
  @IsISO8601() expiresAt!: string;
}
