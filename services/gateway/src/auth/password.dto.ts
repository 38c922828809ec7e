import { IsDefined, IsString, MaxLength, MinLength } from 'class-validator';
import { RequiredEmail, RequiredPassword } from '../http/field-rules';
import { MatchesField } from '../http/matches-field';
import { expectedString } from './validation-messages';

/** `POST /api/auth/forgot-password` (customer-spec §5: 'Please enter a valid email address'). */
export class ForgotPasswordBody {
  @RequiredEmail('Please enter a valid email address')
  email!: string;
}

/** `POST /api/auth/reset-password`: token, password, confirmPassword (customer-spec §3, §5). */
export class ResetPasswordBody {
  @IsDefined({ message: 'Required' })
  @IsString({ message: expectedString })
  @MinLength(20, { message: 'Invalid reset link' })
  @MaxLength(200, { message: 'Invalid reset link' })
  token!: string;

  @RequiredPassword()
  password!: string;

  @IsDefined({ message: 'Required' })
  @IsString({ message: expectedString })
  @MatchesField('password', { message: 'Passwords do not match' })
  confirmPassword!: string;
}
