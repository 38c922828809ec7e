import { Type } from 'class-transformer';
import {
  IsBoolean,
  IsDefined,
  IsInt,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';
import { expectedString } from '../auth/validation-messages';
import { NewPassword, NewPasswordLength, RequiredEmail } from '../http/field-rules';
import { MatchesField } from '../http/matches-field';

const SETUP_INTENT_ID = /^seti_[A-Za-z0-9_]{4,100}$/;

/** `POST /api/auth/register`: the Register form (docs/product-rules.md#accounts-and-passwords). */
export class RegisterBody {
  @RequiredEmail()
  email!: string;

  @NewPassword()
  password!: string;

  @IsDefined({ message: 'Required' })
  @IsString({ message: expectedString })
  @NewPasswordLength()
  @MatchesField('password', { message: 'Passwords do not match' })
  confirmPassword!: string;

  @IsOptional() @IsBoolean({ message: 'Expected boolean' }) requestedPro?: boolean;
  @IsOptional() @IsString({ message: expectedString }) @MaxLength(64) referralCode?: string;
}

/** `POST /api/payment/create-setup-for-registration`. */
export class RegistrationSetupBody {
  @RequiredEmail()
  email!: string;
}

/** The pending registration the payment dialog holds (docs/product-rules.md#registration-trial-and-billing). */
export class PendingRegistration {
  @RequiredEmail()
  email!: string;

  @NewPassword()
  password!: string;

  @IsOptional() @IsString({ message: expectedString }) @MaxLength(100) firstName?: string;
  @IsOptional() @IsString({ message: expectedString }) @MaxLength(100) lastName?: string;
  @IsOptional() @IsString({ message: expectedString }) @MaxLength(64) referralCode?: string;
}

/** `POST /api/payment/complete-registration`. */
export class CompleteRegistrationBody {
  @IsDefined({ message: 'Payment setup incomplete - missing client secret' })
  @IsString({ message: expectedString })
  @Matches(SETUP_INTENT_ID, { message: 'Payment setup not found' })
  setupIntentId!: string;

  @IsDefined({ message: 'Required' })
  @ValidateNested()
  @Type(() => PendingRegistration)
  userData!: PendingRegistration;

  @IsOptional() @IsBoolean({ message: 'Expected boolean' }) requestedPro?: boolean;
}

/** `POST /api/payment/confirm-setup`. */
export class ConfirmSetupBody {
  @IsDefined({ message: 'Payment setup incomplete - missing client secret' })
  @IsString({ message: expectedString })
  @Matches(SETUP_INTENT_ID, { message: 'Payment setup not found' })
  setupIntentId!: string;
}

/** `POST /api/payment/test-card/confirm`: the built-in test provider's card form. */
export class TestCardBody {
  @IsDefined({ message: 'No client secret available for setup intent confirmation' })
  @IsString({ message: expectedString })
  @Matches(/^seti_[A-Za-z0-9_]{4,100}_secret_[A-Za-z0-9]{8,100}$/, { message: 'No client secret available for setup intent confirmation' })
  clientSecret!: string;

  @IsDefined({ message: 'Required' })
  @IsString({ message: expectedString })
  @Matches(/^[0-9 ]{12,23}$/, { message: 'Your card number is incorrect.' })
  cardNumber!: string;

  @IsDefined({ message: 'Required' }) @Type(() => Number) @IsInt({ message: "Your card's expiration month is invalid." }) @Min(1) @Max(12)
  expMonth!: number;

  @IsDefined({ message: 'Required' }) @Type(() => Number) @IsInt({ message: "Your card's expiration year is invalid." }) @Min(2000) @Max(2200)
  expYear!: number;

  @IsDefined({ message: 'Required' })
  @IsString({ message: expectedString })
  @Matches(/^\d{3,4}$/, { message: "Your card's security code is incorrect." })
  cvc!: string;
}
