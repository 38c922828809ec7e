import { createHash, randomBytes } from 'node:crypto';

/** 32 random bytes: unguessable, so a plain fast hash is enough to store it safely. */
export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}
