import { IsEmail, IsString, MaxLength, MinLength } from 'class-validator';

const INVALID_EMAIL = 'Please enter a valid email address';
const SHORT_PASSWORD = 'Password must be at least 6 characters';

/**
 * `POST /admin/login`, with the admin app's messages (docs/product-rules.md#admin-sign-in). The admin form has no
 * separate "required" text, so a missing or non-text field gets its field's one message.
 * class-validator runs a property's rules bottom-up and only the first failure is reported, so
 * the type check sits at the bottom: a missing password must not read "at most 200".
 */
export class AdminLoginBody {
  @MaxLength(254, { message: INVALID_EMAIL })
  @IsEmail({}, { message: INVALID_EMAIL })
  @IsString({ message: INVALID_EMAIL })
  email!: string;

  @MaxLength(200, { message: 'Password must be at most 200 characters' })
  @MinLength(6, { message: SHORT_PASSWORD })
  @IsString({ message: SHORT_PASSWORD })
  password!: string;
}
