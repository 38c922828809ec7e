import { API_KEY_PREFIX } from '@reelmix/contracts';

/** The shape auth accepts (ResolveApiKeyRequest): anything else is refused here without asking. */
const KEY_SHAPE = new RegExp(`^${API_KEY_PREFIX}[A-Za-z0-9_-]+$`);
const KEY_MAX_LENGTH = 200;

/** `Bearer <key>`; the scheme is case-insensitive (RFC 9110), the key is taken as sent. */
const BEARER = /^Bearer +(\S+) *$/i;

/** The API key of an `Authorization` header, or undefined when there is none or it cannot be one. */
export function bearerKeyOf(header: string | undefined): string | undefined {
  const key = BEARER.exec(header ?? '')?.[1];
  if (key === undefined || key.length > KEY_MAX_LENGTH || !KEY_SHAPE.test(key)) return undefined;
  return key;
}
