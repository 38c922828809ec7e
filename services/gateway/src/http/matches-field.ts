import { ValidateBy, type ValidationOptions } from 'class-validator';

/** The value must equal another field of the same body (a password and its confirmation). */
export function MatchesField(field: string, options: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'matchesField',
      constraints: [field],
      validator: { validate: (value, args) => value === (args?.object as Record<string, unknown>)[field] },
    },
    options,
  );
}
