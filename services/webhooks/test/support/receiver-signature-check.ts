import { createHmac, timingSafeEqual } from 'node:crypto';

/** How far a receiver lets a signature's timestamp be from its own clock. */
const TOLERANCE_SECONDS = 300;

/**
 * A receiver's check of a delivery, written here from the documented format and nothing of the
 * service's: `t=<unix>,v1=<hex HMAC-SHA256(secret, "<t>.<body>")>`, with a recent `t`.
 */
export function verifySignature(secret: string, header: string | undefined, body: string): boolean {
  const parts = Object.fromEntries((header ?? '').split(',').map((part) => part.split('=', 2) as [string, string]));
  const timestamp = Number(parts.t);
  if (!Number.isInteger(timestamp) || Math.abs(Date.now() / 1000 - timestamp) > TOLERANCE_SECONDS) return false;
  const expected = createHmac('sha256', secret).update(`${parts.t}.${body}`).digest();
  const given = Buffer.from(parts.v1 ?? '', 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
