import { IsDefined, IsEmail, IsString, MaxLength, MinLength, ValidateBy } from 'class-validator';
import { expectedString } from './validation-messages';

/** `POST /api/auth/forgot-password` (customer-spec §5: 'Please enter a valid email address'). */
export class ForgotPasswordBody {
  @IsDefined({ message: 'Required' })
  @IsString({ message: expectedString })
  @IsEmail({}, { message: 'Please enter a valid email address' })
  @MaxLength(254, { message: 'Please enter a valid email address' })
  email!: string;
}

/** `POST /api/auth/reset-password`: token, password, confirmPassword (customer-spec §3, §5). */
export class ResetPasswordBody {
  @IsDefined({ message: 'Required' })
  @IsString({ message: expectedString })
  @MinLength(20, { message: 'Invalid reset link' })
  @MaxLength(200, { message: 'Invalid reset link' })
  token!: string;

  @IsDefined({ message: 'Required' })
  @IsString({ message: expectedString })
  @MinLength(6, { message: 'Password must be at least 6 characters' })
  @MaxLength(200, { message: 'Password must be at most 200 characters' })
  password!: string;

  @IsDefined({ message: 'Required' })
  @IsString({ message: expectedString })
  @ValidateBy({
    name: 'matchesPassword',
    validator: { validate: (value, args) => value === (args?.object as ResetPasswordBody).password },
  }, { message: 'Passwords do not match' })
  confirmPassword!: string;
}
