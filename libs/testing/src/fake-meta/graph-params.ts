import { invalidParameter, missingParameter } from './graph-api-error';
import { isUploadedFile, type GraphParams, type UploadedFile } from './request-body';

/** Typed reads of a request's parameters, answering Meta's code 100 when one does not fit. */

export function optionalString(params: GraphParams, name: string): string | undefined {
  const value = params[name];
  if (value === undefined) return undefined;
  if (isUploadedFile(value)) throw invalidParameter(`Param ${name} must be a string`);
  return value;
}

export function requiredString(params: GraphParams, name: string): string {
  const value = optionalString(params, name);
  if (value === undefined || value === '') throw missingParameter(name);
  return value;
}

export function requiredInteger(params: GraphParams, name: string): number {
  const text = requiredString(params, name);
  const value = Number(text);
  if (!Number.isSafeInteger(value) || value < 0) throw invalidParameter(`Param ${name} must be a non-negative integer`);
  return value;
}

export function requiredFile(params: GraphParams, name: string): UploadedFile {
  const value = params[name];
  if (value === undefined) throw missingParameter(name);
  if (!isUploadedFile(value)) throw invalidParameter(`Param ${name} must be a file sent as multipart form data`);
  return value;
}

/** The first file part, whatever its field name: ad images are posted under their own file name. */
export function firstFile(params: GraphParams): UploadedFile | undefined {
  return Object.values(params).find(isUploadedFile);
}

/** A nested parameter, sent as JSON text in a form or as an object in a JSON body. */
export function optionalJson(params: GraphParams, name: string): unknown {
  const text = optionalString(params, name);
  if (text === undefined) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    throw invalidParameter(`Param ${name} must be JSON`);
  }
}

export function requiredJsonObject(params: GraphParams, name: string): Record<string, unknown> {
  const value = optionalJson(params, name);
  if (value === undefined) throw missingParameter(name);
  if (!isRecord(value)) throw invalidParameter(`Param ${name} must be a JSON object`);
  return value;
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function oneOf<T extends string>(params: GraphParams, name: string, allowed: readonly T[]): T | undefined {
  const value = optionalString(params, name);
  if (value === undefined) return undefined;
  if (!(allowed as readonly string[]).includes(value)) {
    throw invalidParameter(`Param ${name} must be one of {${allowed.join(', ')}}`);
  }
  return value as T;
}
