import { IsDefined, IsEmail, IsString, MaxLength, MinLength } from 'class-validator';
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

/** A required password of at least 6 characters (customer-spec §5). */
export function RequiredPassword(): PropertyDecorator {
  return all(
    IsDefined({ message: 'Required' }),
    IsString({ message: expectedString }),
    MinLength(6, { message: 'Password must be at least 6 characters' }),
    MaxLength(200, { message: 'Password must be at most 200 characters' }),
  );
}
