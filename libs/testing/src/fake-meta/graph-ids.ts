import { createHash, randomBytes, randomInt } from 'node:crypto';

/**
 * Meta's object ids are strings of 15 to 18 digits; new ads' ids start with 1202. They stay
 * strings because 18 digits do not fit a JavaScript number: a client that parses them breaks here
 * as it would against Meta.
 */
let nextId = 120_200_000_000_000_000n + BigInt(randomInt(1, 1_000_000)) * 1_000_000n;

export function newGraphId(): string {
  nextId += BigInt(randomInt(1, 1000));
  return nextId.toString();
}

/** Meta's request trace ids are 11 base64-like characters. */
export function newFbtraceId(): string {
  return randomBytes(8).toString('base64url').slice(0, 11);
}

/** Tokens are recorded only as this, so a failing test's output never prints one. */
export function tokenFingerprint(token: string): string {
  return `sha256:${createHash('sha256').update(token).digest('hex').slice(0, 16)}`;
}

export function sha256Hex(bytes: Buffer): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/** Meta names an uploaded ad image by the md5 of its bytes. */
export function imageHash(bytes: Buffer): string {
  return createHash('md5').update(bytes).digest('hex');
}
