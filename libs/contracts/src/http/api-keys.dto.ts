/*
 * API keys: how a Pro customer's own scripts call the versioned API (`/api/v1`) without a browser
 * session. A key is shown once when it is made; only its hash is kept. See docs/api.md.
 */

/** Every key starts with this, so a leaked one is recognisable (secret scanners, logs). */
export const API_KEY_PREFIX = 'rmx_';

export const API_KEY_LIMITS = {
  /** Live (not revoked) keys per customer. */
  perUser: 10,
  nameMaxLength: 60,
  /** Calls per key per rolling minute on `/api/v1`; past it, 429 with Retry-After. */
  requestsPerMinute: 120,
  /** How many characters of a key are kept readable, to tell keys apart in lists. */
  shownPrefixLength: 12,
} as const;

export const API_KEYS_NEED_PRO = 'API keys come with Reelmix Pro. Upgrade to call the API from your own tools.';
export const TOO_MANY_API_KEYS = `You already have ${API_KEY_LIMITS.perUser} API keys. Revoke one to make another.`;
export const INVALID_API_KEY = 'Invalid or revoked API key.';
export const apiKeyRateLimitMessage = (waitSeconds: number) =>
  `API rate limit reached: ${API_KEY_LIMITS.requestsPerMinute} calls a minute per key. Please try again in ${waitSeconds} seconds.`;

export interface ApiKeyUsage {
  /** Calls made with the key today (UTC) and over the last 30 days, today included. */
  today: number;
  last30Days: number;
}

export interface ApiKeyView {
  id: string;
  name: string;
  /** The key's first characters (`rmx_AbC12345`), never the whole key. */
  prefix: string;
  createdAt: string;
  lastUsedAt: string | null;
  usage: ApiKeyUsage;
}

/** `POST /api/keys`' answer: the only time the whole key is shown. */
export interface CreatedApiKey extends ApiKeyView {
  key: string;
}
