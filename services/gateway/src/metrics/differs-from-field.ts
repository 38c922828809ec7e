import { ValidateBy, type ValidationOptions } from 'class-validator';

/** The value must not equal another field of the same object (two ports of one process). */
export function DiffersFromField(field: string, options: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'differsFromField',
      constraints: [field],
      validator: { validate: (value, args) => value !== (args?.object as Record<string, unknown>)[field] },
    },
    options,
  );
}
