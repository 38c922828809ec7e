import { randomBytes } from 'node:crypto';

/**
 * Capital letters and digits without the look-alikes 0/O and 1/I: safe in a URL, and read aloud
 * or typed from a screenshot without mistakes. 32 symbols, so each random byte maps to one
 * without bias (256 is a multiple of 32).
 */
export const READABLE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** `length` random symbols of the readable alphabet: 5 bits of entropy each. */
export function randomReadable(length: number, random: (size: number) => Uint8Array = randomBytes): string {
  return Array.from(random(length), (byte) => READABLE_ALPHABET[byte % READABLE_ALPHABET.length]).join('');
}

/** An affiliate code: 8 symbols, 2^40 possibilities, so codes cannot be walked by guessing. */
export function newAffiliateCode(random?: (size: number) => Uint8Array): string {
  return randomReadable(8, random);
}

/** A payout's id, which is also its reference in PayPal's file: `PO-<yyyymmdd>-<8 symbols>`. */
export function newPayoutId(at: Date, random?: (size: number) => Uint8Array): string {
  return `PO-${at.toISOString().slice(0, 10).replaceAll('-', '')}-${randomReadable(8, random)}`;
}
