import { NEW_PASSWORD_TOO_SHORT } from '@reelmix/contracts';
import { Type } from 'class-transformer';
import { IsBoolean, IsEmail, IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min, MinLength } from 'class-validator';
import { NewPasswordLength } from '../http/field-rules';

// class-validator checks a property's rules from the bottom decorator up and reports the first
// failure, so each field lists its type check last: a missing field reads "required", not "invalid".

/** `GET /admin/users?page&limit&plan&search` (docs/product-rules.md#managing-users). */
export class ListUsersQuery {
  @IsOptional() @Min(1) @IsInt() @Type(() => Number) page?: number;
  @IsOptional() @Max(100) @Min(1) @IsInt() @Type(() => Number) limit?: number;
  @IsOptional() @IsIn(['all', 'pro', 'free']) plan?: 'all' | 'pro' | 'free';
  @IsOptional() @MaxLength(200) @IsString() search?: string;
}

/** `POST /admin/users/create-pro` ('Email and password are required', docs/product-rules.md#managing-users). */
export class CreateProUserBody {
  @IsEmail({}, { message: 'Invalid email address' })
  @MinLength(1, { message: 'Email and password are required' })
  @IsString({ message: 'Email and password are required' })
  email!: string;

  @NewPasswordLength()
  @MinLength(1, { message: 'Email and password are required' })
  @IsString({ message: 'Email and password are required' })
  password!: string;

  @IsOptional() @MaxLength(100) @IsString() firstName?: string;
  @IsOptional() @MaxLength(100) @IsString() lastName?: string;
}

/** `PUT /api/admin/users/{id}`: the Pro toggle (requestedPro is always cleared: docs/product-rules.md#pro-by-an-admin). */
export class UpdateUserBody {
  @IsBoolean({ message: 'isPro must be true or false' }) isPro!: boolean;
  @IsOptional() @IsBoolean() requestedPro?: boolean;
}

/** `POST /api/admin/users/{id}/cancel-pro`: the reason must not be blank. */
export class CancelProBody {
  @MaxLength(1000)
  @IsString({ message: 'Please provide a reason for cancellation' })
  reason!: string;
}

/** `POST /api/admin/users/{id}/mail` (docs/product-rules.md#e-mail-to-a-user). */
export class AdminMailBody {
  @MaxLength(300) @MinLength(1, { message: 'Subject is required' }) @IsString({ message: 'Subject is required' }) subject!: string;
  @MaxLength(20000)
  @MinLength(1, { message: 'Message content is required' })
  @IsString({ message: 'Message content is required' })
  message!: string;
  @IsOptional() @MaxLength(50) @IsString() template?: string;
  @IsOptional() @IsEmail({}, { message: 'Invalid email address' }) to?: string;
}

/** `PUT /api/admin/profile` (docs/product-rules.md#admin-profile). */
export class AdminProfileBody {
  @MaxLength(100) @MinLength(1, { message: 'First name is required' }) @IsString({ message: 'First name is required' }) firstName!: string;
  @MaxLength(100) @MinLength(1, { message: 'Last name is required' }) @IsString({ message: 'Last name is required' }) lastName!: string;
  @IsEmail({}, { message: 'Invalid email address' }) email!: string;
}

/** `PUT /api/admin/change-password` (docs/product-rules.md#admin-profile). */
export class ChangePasswordBody {
  @MaxLength(200)
  @MinLength(1, { message: 'Current password is required' })
  @IsString({ message: 'Current password is required' })
  currentPassword!: string;

  @NewPasswordLength()
  @IsString({ message: NEW_PASSWORD_TOO_SHORT })
  newPassword!: string;
}

/** `POST /api/admin/settings/test-email`: where the test goes (the admin's own address when absent). */
export class TestEmailBody {
  @IsOptional() @IsEmail({}, { message: 'Invalid email address' }) to?: string;
}
