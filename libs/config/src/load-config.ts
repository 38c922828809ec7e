import 'reflect-metadata';
import { plainToInstance } from 'class-transformer';
import { ValidationError, validateSync } from 'class-validator';
import { ConfigError } from './config-error';

type Env = Record<string, string | undefined>;

function describe(error: ValidationError, env: Env): string[] {
  const own = Object.values(error.constraints ?? {}).map(
    (text) => `${error.property}: ${text} (${shown(error.property, env[error.property], error.value)})`,
  );
  return [...own, ...(error.children ?? []).flatMap((child) => describe(child, env))];
}

/** The bad value as the refusal shows it: never a secret, nor the password in a URL. */
function shown(name: string, raw: string | undefined, value: unknown): string {
  if (raw === undefined || raw === '') return value === undefined || value === '' ? 'missing' : 'not set: the default';
  if (/SECRET|PASSWORD|KEY|TOKEN/.test(name)) return 'set';
  if (URL.canParse(raw) && new URL(raw).password) {
    const url = new URL(raw);
    url.password = '***';
    return `"${url.toString()}"`;
  }
  return `"${raw}"`;
}

/**
 * Reads settings from the environment into a validated, frozen instance of `schema`.
 * Empty strings count as unset so that `.env` lines like `S3_ENDPOINT=` fall back to defaults.
 * Fields need explicit type annotations (`PORT: number = 0`): the conversion follows the
 * emitted design type, which a bare initializer does not produce.
 * This is the only place that reads `process.env`.
 */
export function loadConfig<T extends object>(schema: new () => T, env: Env = process.env): Readonly<T> {
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const instance = plainToInstance(schema, present, { enableImplicitConversion: true, exposeDefaultValues: true });
  const errors = validateSync(instance, { whitelist: true, forbidUnknownValues: false });
  if (errors.length > 0) throw new ConfigError(errors.flatMap((error) => describe(error, env)));
  return Object.freeze(instance);
}
