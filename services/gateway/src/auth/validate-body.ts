import { plainToInstance } from 'class-transformer';
import { validate, type ValidationError } from 'class-validator';
import { GatewayErrors } from '../gateway-errors';

export interface FieldProblem {
  field: string;
  message: string;
}

/**
 * Checks a JSON body against its DTO class. The answer's message is the first problem, which
 * is what the app shows; `details` lists one problem per field. Unknown fields are dropped.
 */
export async function validateBody<T extends object>(schema: new () => T, raw: unknown): Promise<T> {
  const body = raw !== null && typeof raw === 'object' && !Array.isArray(raw) ? raw : {};
  const value = plainToInstance(schema, body);
  // stopAtFirstError: a missing field says "Required", not every rule it also breaks.
  const errors = await validate(value, { whitelist: true, stopAtFirstError: true });
  if (errors.length === 0) return value;
  const problems = errors.flatMap((error) => problemsOf(error, ''));
  throw GatewayErrors.invalidBody(problems);
}

/** Nested objects (a registration's `userData`) report their fields as `userData.email`. */
function problemsOf(error: ValidationError, prefix: string): FieldProblem[] {
  const field = `${prefix}${error.property}`;
  const message = Object.values(error.constraints ?? {})[0];
  if (message !== undefined) return [{ field, message }];
  const nested = (error.children ?? []).flatMap((child) => problemsOf(child, `${field}.`));
  return nested.length > 0 ? nested : [{ field, message: 'Invalid value' }];
}
