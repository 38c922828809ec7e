import { DomainError, ErrorCode } from '@reelmix/contracts';
import { plainToInstance } from 'class-transformer';
import { validate } from 'class-validator';

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
  const problems: FieldProblem[] = errors.map((error) => ({
    field: error.property,
    message: Object.values(error.constraints ?? {})[0] ?? 'Invalid value',
  }));
  throw new DomainError(ErrorCode.ValidationFailed, problems[0].message, problems);
}
