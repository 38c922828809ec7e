import { IsEmail, IsISO8601, IsOptional, IsUUID } from 'class-validator';

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
