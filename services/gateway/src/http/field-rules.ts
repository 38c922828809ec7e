import { newPasswordLengthProblem } from '@reelmix/contracts';
import { IsDefined, IsEmail, IsString, MaxLength, MinLength, ValidateBy } from 'class-validator';
import { expectedString } from '../auth/validation-messages';

/**
 * Applies several property decorators as one, last first, as TypeScript applies a stack of them
 * written in this order: class-validator checks rules in the order they were applied.
 */
function all(...decorators: PropertyDecorator[]): PropertyDecorator {
  return (target, property) => [...decorators].reverse().forEach((decorate) => decorate(target, property));
}

/** A required e-mail field, with the customer app's wording for the screen it belongs to. */
export function RequiredEmail(message = 'Invalid email'): PropertyDecorator {
  return all(
    IsDefined({ message: 'Required' }),
    IsString({ message: expectedString }),
    IsEmail({}, { message }),
    MaxLength(254, { message }),
  );
}

/**
 * The password of a sign-in: at least 6 characters (docs/product-rules.md#accounts-and-passwords). Only new passwords meet
 * the longer rule (`NewPassword`), so one chosen under the older rule still signs in.
 */
export function RequiredPassword(): PropertyDecorator {
  return all(
    IsDefined({ message: 'Required' }),
    IsString({ message: expectedString }),
    MinLength(6, { message: 'Password must be at least 6 characters' }),
    MaxLength(200, { message: 'Password must be at most 200 characters' }),
  );
}

/** A password being set, with the customer app's wording: the product's new-password rule (libs/contracts). */
export function NewPassword(): PropertyDecorator {
  return all(IsDefined({ message: 'Required' }), IsString({ message: expectedString }), NewPasswordLength());
}

/**
 * The length part of the new-password rule, for a form whose own required and type messages come
 * first (the admin's). Auth checks it again, with the common-passwords list the gateway does not hold.
 */
export function NewPasswordLength(): PropertyDecorator {
  return ValidateBy({
    name: 'newPasswordLength',
    validator: {
      validate: (value) => typeof value === 'string' && newPasswordLengthProblem(value) === null,
      defaultMessage: (args) => newPasswordLengthProblem(String(args?.value ?? '')) ?? '',
    },
  });
}
