import { API_KEY_LIMITS, API_KEY_PREFIX } from '@reelmix/contracts';
import { createHash, randomBytes } from 'node:crypto';

/** `rmx_` and 32 random bytes, base64url: 256 bits nobody can guess. */
export function newApiKey(): string {
  return `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
}

/**
 * SHA-256, hex. A slow password hash guards secrets people choose, which can be guessed; a key of
 * 256 random bits cannot be, so a fast hash stores it as safely and keeps each API call cheap.
 * Keys are found by this hash through a unique index, so no comparison of secrets happens here.
 */
export function hashApiKey(key: string): string {
  return createHash('sha256').update(key, 'utf8').digest('hex');
}

/** The readable start kept to tell keys apart (`rmx_AbC12345`): too short to help a guess. */
export function shownPrefixOf(key: string): string {
  return key.slice(0, API_KEY_LIMITS.shownPrefixLength);
}
