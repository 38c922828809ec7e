import { type FormObject, type FormValue } from './form-body';
import { invalidParam, missingParam } from './stripe-api-error';
import { type Metadata } from './stripe-shapes';

/**
 * Typed reads of a parsed form body. Every value arrives as a string, so these convert it and
 * answer a 400 in Stripe's words when it does not fit; `path` is the key split at its brackets.
 */

function paramName(path: string[]): string {
  return path[0] + path.slice(1).map((segment) => `[${segment}]`).join('');
}

function valueAt(body: FormObject, path: string[]): FormValue | undefined {
  let current: FormValue | undefined = body;
  for (const segment of path) {
    if (current === undefined || typeof current === 'string') return undefined;
    current = Array.isArray(current) ? current[Number(segment)] : current[segment];
  }
  return current;
}

export function has(body: FormObject, ...path: string[]): boolean {
  return valueAt(body, path) !== undefined;
}

export function optionalString(body: FormObject, ...path: string[]): string | undefined {
  const value = valueAt(body, path);
  if (value === undefined || typeof value === 'string') return value;
  throw invalidParam(paramName(path), `Invalid string: ${paramName(path)} must be a string.`);
}

export function requiredString(body: FormObject, ...path: string[]): string {
  const value = optionalString(body, ...path);
  if (value === undefined || value === '') throw missingParam(paramName(path));
  return value;
}

/** Stripe clears a nullable field when it is sent empty, e.g. `default_payment_method=`. */
export function optionalNullableString(body: FormObject, ...path: string[]): string | null | undefined {
  const value = optionalString(body, ...path);
  return value === '' ? null : value;
}

export function optionalInteger(body: FormObject, ...path: string[]): number | undefined {
  const value = optionalString(body, ...path);
  if (value === undefined) return undefined;
  if (!/^-?\d+$/.test(value)) {
    throw invalidParam(paramName(path), `Invalid integer: ${value}`, 'parameter_invalid_integer');
  }
  return Number(value);
}

export function optionalBoolean(body: FormObject, ...path: string[]): boolean | undefined {
  const value = optionalString(body, ...path);
  if (value === undefined) return undefined;
  if (value !== 'true' && value !== 'false') throw invalidParam(paramName(path), `Invalid boolean: ${value}`);
  return value === 'true';
}

export function optionalStringList(body: FormObject, ...path: string[]): string[] | undefined {
  const value = valueAt(body, path);
  if (value === undefined) return undefined;
  if (typeof value === 'string') return value === '' ? [] : [value];
  if (Array.isArray(value) && value.every((item) => typeof item === 'string')) return value as string[];
  throw invalidParam(paramName(path), `Invalid array: ${paramName(path)} must be a list of strings.`);
}

/**
 * Stripe merges metadata on update: a key sent empty is removed, and `metadata=` (empty) clears all.
 * Creating an object is the same merge starting from nothing.
 */
export function mergedMetadata(current: Metadata, body: FormObject): Metadata {
  const update = valueAt(body, ['metadata']);
  if (update === undefined) return current;
  if (update === '') return {};
  if (typeof update !== 'object' || Array.isArray(update)) {
    throw invalidParam('metadata', 'Invalid object: metadata must be a set of key-value pairs.');
  }
  const merged = { ...current };
  for (const [key, value] of Object.entries(update)) {
    if (typeof value !== 'string') throw invalidParam(`metadata[${key}]`, 'Metadata values must be strings.');
    if (value === '') delete merged[key];
    else merged[key] = value;
  }
  return merged;
}
