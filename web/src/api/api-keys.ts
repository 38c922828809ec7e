import type { ApiKeyView, CreatedApiKey } from '@reelmix/contracts/browser';
import { apiRead, apiWrite, type RequestOptions } from './http';

/** The customer's live keys, each with its readable prefix and usage; never the keys themselves. */
export function fetchApiKeys(options?: RequestOptions): Promise<ApiKeyView[]> {
  return apiRead<ApiKeyView[]>('/keys', options);
}

/**
 * Makes a key. The answer is the only place the whole key ever appears. 403 for a free account
 * (`API_KEYS_NEED_PRO`), 409 at the key limit (`TOO_MANY_API_KEYS`).
 */
export function createApiKey(name: string): Promise<CreatedApiKey> {
  return apiWrite<CreatedApiKey>('POST', '/keys', { name });
}

/** Revokes a key; calls made with it are refused from then on. Answers 204. */
export function revokeApiKey(keyId: string): Promise<void> {
  return apiWrite<void>('DELETE', `/keys/${encodeURIComponent(keyId)}`);
}
