import { isUploadedFile, type GraphParams, type UploadedFile } from '../fake-meta/request-body';
import { missingParam, paramError } from './tiktok-api-error';

/**
 * Typed reads of a request's parameters, answering TikTok's 40002 when one does not fit. GET
 * requests carry arrays and objects as JSON text in the query (`advertiser_ids=["1"]`), POST
 * requests as a JSON body; the shared body parser keeps nested JSON values as JSON text, so both
 * read the same way here.
 */
export type TikTokParams = GraphParams;

export function optionalString(params: TikTokParams, name: string): string | undefined {
  const value = params[name];
  if (value === undefined) return undefined;
  if (isUploadedFile(value)) throw paramError(`${name}: Not a valid string.`);
  return value;
}

export function requiredString(params: TikTokParams, name: string): string {
  const value = optionalString(params, name);
  if (value === undefined || value === '') throw missingParam(name);
  return value;
}

export function requiredInteger(params: TikTokParams, name: string): number {
  const value = Number(requiredString(params, name));
  if (!Number.isSafeInteger(value) || value < 0) throw paramError(`${name}: Not a valid integer.`);
  return value;
}

export function optionalInteger(params: TikTokParams, name: string, fallback: number): number {
  return optionalString(params, name) === undefined ? fallback : requiredInteger(params, name);
}

export function requiredFile(params: TikTokParams, name: string): UploadedFile {
  const value = params[name];
  if (value === undefined) throw missingParam(name);
  if (!isUploadedFile(value)) throw paramError(`${name}: Not a valid file, send it as multipart form data.`);
  return value;
}

export function optionalJson(params: TikTokParams, name: string): unknown {
  const text = optionalString(params, name);
  if (text === undefined) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    throw paramError(`${name}: Not valid JSON.`);
  }
}

export function requiredStringList(params: TikTokParams, name: string): string[] {
  const value = optionalJson(params, name);
  if (value === undefined) throw missingParam(name);
  if (!Array.isArray(value) || value.length === 0 || !value.every((item) => typeof item === 'string')) {
    throw paramError(`${name}: Must be a non-empty list of strings.`);
  }
  return value as string[];
}

export function optionalStringList(params: TikTokParams, name: string): string[] | undefined {
  return optionalString(params, name) === undefined ? undefined : requiredStringList(params, name);
}

export function oneOf<T extends string>(params: TikTokParams, name: string, allowed: readonly T[]): T | undefined {
  const value = optionalString(params, name);
  if (value === undefined) return undefined;
  if (!(allowed as readonly string[]).includes(value)) {
    throw paramError(`${name}: Must be one of: ${allowed.join(', ')}.`);
  }
  return value as T;
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** TikTok pages lists with `page` (from 1) and `page_size`, and says where it is in `page_info`. */
export function pageOf<T>(rows: readonly T[], params: TikTokParams, defaultPageSize = 10) {
  const page = optionalInteger(params, 'page', 1);
  const pageSize = optionalInteger(params, 'page_size', defaultPageSize);
  if (page < 1) throw paramError('page: Must be greater than or equal to 1.');
  if (pageSize < 1 || pageSize > 1000) throw paramError('page_size: Must be between 1 and 1000.');
  return {
    list: rows.slice((page - 1) * pageSize, page * pageSize),
    page_info: {
      page,
      page_size: pageSize,
      total_number: rows.length,
      total_page: Math.ceil(rows.length / pageSize),
    },
  };
}
