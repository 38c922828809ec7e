import { IsDefined, IsString, MaxLength, MinLength } from 'class-validator';
import { NewPassword, RequiredEmail } from '../http/field-rules';
import { MatchesField } from '../http/matches-field';
import { expectedString } from './validation-messages';

/** `POST /api/auth/forgot-password` ('Please enter a valid email address', docs/product-rules.md#password-reset). */
export class ForgotPasswordBody {
  @RequiredEmail('Please enter a valid email address')
  email!: string;
}

/** `POST /api/auth/reset-password`: token, password, confirmPassword (docs/product-rules.md#password-reset). */
export class ResetPasswordBody {
  @IsDefined({ message: 'Required' })
  @IsString({ message: expectedString })
  @MinLength(20, { message: 'Invalid reset link' })
  @MaxLength(200, { message: 'Invalid reset link' })
  token!: string;

  @NewPassword()
  password!: string;

  @IsDefined({ message: 'Required' })
  @IsString({ message: expectedString })
  @MatchesField('password', { message: 'Passwords do not match' })
  confirmPassword!: string;
}

/** `POST /api/auth/change-password`: the Account page's form. */
export class ChangePasswordBody {
  @IsDefined({ message: 'Current password is required' })
  @IsString({ message: expectedString })
  @MinLength(1, { message: 'Current password is required' })
  @MaxLength(200, { message: 'Current password is incorrect' })
  currentPassword!: string;

  @NewPassword()
  newPassword!: string;

  @IsDefined({ message: 'Required' })
  @IsString({ message: expectedString })
  @MatchesField('newPassword', { message: 'Passwords do not match' })
  confirmPassword!: string;
}
