import { IsDefined, IsEmail, IsString, MaxLength, MinLength } from 'class-validator';
import { expectedString } from './validation-messages';

/** `POST /api/auth/login`, with the customer app's messages (customer-spec §5 Accounts). */
export class LoginBody {
  @IsDefined({ message: 'Required' })
  @IsString({ message: expectedString })
  @IsEmail({}, { message: 'Invalid email' })
  @MaxLength(254, { message: 'Invalid email' })
  email!: string;

  @IsDefined({ message: 'Required' })
  @IsString({ message: expectedString })
  @MinLength(6, { message: 'Password must be at least 6 characters' })
  @MaxLength(200, { message: 'Password must be at most 200 characters' })
  password!: string;
}
