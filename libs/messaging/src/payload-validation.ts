import { plainToInstance } from 'class-transformer';
import { validate } from 'class-validator';

export type Validated<T> = { ok: true; value: T } | { ok: false; problems: string[] };

/**
 * Checks what arrived against its contract class. Unknown fields are refused rather than
 * dropped: a producer sending them is on another version and should be noticed, not ignored.
 */
export async function validatePayload<T extends object>(schema: new () => T, raw: unknown): Promise<Validated<T>> {
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) {
    return { ok: false, problems: ['payload must be a JSON object'] };
  }
  const value = plainToInstance(schema, raw);
  const errors = await validate(value, { whitelist: true, forbidNonWhitelisted: true });
  if (errors.length === 0) return { ok: true, value };
  return {
    ok: false,
    problems: errors.flatMap((error) =>
      Object.values(error.constraints ?? { invalid: `${error.property} is invalid` }),
    ),
  };
}

export function parseJson(content: Buffer): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(content.toString('utf8')) };
  } catch {
    return { ok: false };
  }
}
