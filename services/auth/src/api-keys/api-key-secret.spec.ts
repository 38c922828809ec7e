import { API_KEY_LIMITS, API_KEY_PREFIX, ResolveApiKeyRequest } from '@reelmix/contracts';
import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import { createHash } from 'node:crypto';
import { hashApiKey, newApiKey, shownPrefixOf } from './api-key-secret';

describe('API key secrets', () => {
  it('makes keys of the prefix and 32 random bytes in base64url, never the same twice', () => {
    const keys = Array.from({ length: 100 }, () => newApiKey());

    for (const key of keys) {
      expect(key).toMatch(/^rmx_[A-Za-z0-9_-]{43}$/);
      expect(Buffer.from(key.slice(API_KEY_PREFIX.length), 'base64url')).toHaveLength(32);
    }
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('makes keys the resolve request accepts', () => {
    const request = plainToInstance(ResolveApiKeyRequest, { key: newApiKey() });
    expect(validateSync(request)).toEqual([]);
  });

  it('hashes with SHA-256 to hex, the same key always to the same hash', () => {
    const key = newApiKey();

    expect(hashApiKey(key)).toBe(createHash('sha256').update(key).digest('hex'));
    expect(hashApiKey(key)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashApiKey(key)).toBe(hashApiKey(key));
    expect(hashApiKey(key)).not.toBe(hashApiKey(newApiKey()));
    expect(hashApiKey(key)).not.toContain(key.slice(API_KEY_PREFIX.length));
  });

  it('keeps the first characters readable: the prefix and a few of the secret', () => {
    const key = newApiKey();

    expect(shownPrefixOf(key)).toHaveLength(API_KEY_LIMITS.shownPrefixLength);
    expect(shownPrefixOf(key)).toBe(key.slice(0, 12));
    expect(shownPrefixOf(key).startsWith(API_KEY_PREFIX)).toBe(true);
  });
});
