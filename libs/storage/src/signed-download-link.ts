import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Download links that carry their own proof: the mail service signs them, the gateway checks them,
 * so a link opened on another device works without a session, but only for the user and the file
 * it was made for, and only until it expires. Both sides share `DOWNLOAD_LINK_SECRET`.
 */

/** The query a signed link carries: `u` the owner, `e` the expiry (Unix seconds), `s` the signature. */
export interface SignedDownloadQuery {
  u: string;
  e: string;
  s: string;
}

export type DownloadLinkCheck = { ok: true; userId: string } | { ok: false; reason: 'invalid' | 'expired' };

/** What a link opens. Part of the signed text, so a video's signature cannot open a zip or another file. */
export const downloadResource = {
  video: (downloadName: string) => `video:${downloadName}`,
  jobArchive: (jobId: string) => `job-archive:${jobId}`,
};

export const MIN_DOWNLOAD_LINK_SECRET_LENGTH = 32;

const SIGNATURE = /^[A-Za-z0-9_-]{43}$/;
const EXPIRY = /^[0-9]{1,12}$/;

function assertSecret(secret: string): void {
  if (secret.length < MIN_DOWNLOAD_LINK_SECRET_LENGTH) {
    throw new Error(`The download link secret must be at least ${MIN_DOWNLOAD_LINK_SECRET_LENGTH} characters`);
  }
}

function mac(secret: string, userId: string, resource: string, expiresAtSec: string): Buffer {
  // Newlines cannot occur in any of the fields, so no two (user, resource, expiry) share a text.
  return createHmac('sha256', secret).update(`reelmix-download-v1\n${userId}\n${resource}\n${expiresAtSec}`).digest();
}

export function signDownloadLink(
  secret: string,
  link: { userId: string; resource: string; expiresAt: Date },
): SignedDownloadQuery {
  assertSecret(secret);
  if (/[\n\r]/.test(link.userId) || /[\n\r]/.test(link.resource)) throw new Error('A download link field contains a line break');
  const e = String(Math.floor(link.expiresAt.getTime() / 1000));
  return { u: link.userId, e, s: mac(secret, link.userId, link.resource, e).toString('base64url') };
}

/** `u=...&e=...&s=...`, for appending to the route of the resource. */
export function downloadLinkQueryString(query: SignedDownloadQuery): string {
  return new URLSearchParams({ u: query.u, e: query.e, s: query.s }).toString();
}

/**
 * Checks a link's query against the resource it is used for. The signature is checked first, in
 * constant time, so a link is only called expired when it is genuine: a forged or edited link
 * learns nothing about which part was wrong.
 */
export function verifyDownloadLink(
  secret: string,
  resource: string,
  query: Partial<Record<keyof SignedDownloadQuery, unknown>>,
  now: Date = new Date(),
): DownloadLinkCheck {
  assertSecret(secret);
  const { u, e, s } = query;
  if (typeof u !== 'string' || typeof e !== 'string' || typeof s !== 'string') return { ok: false, reason: 'invalid' };
  if (u === '' || /[\n\r]/.test(u) || !EXPIRY.test(e) || !SIGNATURE.test(s)) return { ok: false, reason: 'invalid' };
  // Compared as text, not decoded bytes: base64url has several spellings of the last character.
  const expected = Buffer.from(mac(secret, u, resource, e).toString('base64url'));
  const given = Buffer.from(s);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'invalid' };
  if (Number(e) * 1000 <= now.getTime()) return { ok: false, reason: 'expired' };
  return { ok: true, userId: u };
}
