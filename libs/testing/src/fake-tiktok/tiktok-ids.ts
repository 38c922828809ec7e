import { createHash, randomBytes, randomInt } from 'node:crypto';

/**
 * TikTok's ids: advertisers, campaigns, ad groups and ads are strings of 16 to 19 digits (too
 * long for a JavaScript number, so a client that parses them breaks here as it would against
 * TikTok); videos look like `v10033g50000…`; images like `ad-site-i18n-sg/2026…`.
 */
let nextAdId = 1_800_000_000_000_000_000n + BigInt(randomInt(1, 1_000_000)) * 1_000_000n;

export function newAdId(): string {
  nextAdId += BigInt(randomInt(1, 1000));
  return nextAdId.toString();
}

export function newVideoId(): string {
  return `v10033g50000${randomBytes(10).toString('hex')}`;
}

export function newImageId(): string {
  return `ad-site-i18n-sg/${new Date().toISOString().slice(0, 10).replaceAll('-', '')}${randomBytes(12).toString('hex')}`;
}

/** Upload task and file ids are 24 hex digits in TikTok's examples. */
export function newHexId(): string {
  return randomBytes(12).toString('hex');
}

/** TikTok's request ids are a timestamp followed by digits and hex, e.g. `2021011407430001023102002329278`. */
export function newRequestId(now: Date): string {
  const stamp = now.toISOString().replace(/\D/g, '').slice(0, 14);
  return `${stamp}${randomBytes(8).toString('hex').toUpperCase()}`;
}

export function md5Hex(bytes: Buffer): string {
  return createHash('md5').update(bytes).digest('hex');
}

/** `YYYY-MM-DD HH:MM:SS` in UTC, as TikTok writes `create_time`. */
export function tikTokTime(date: Date): string {
  return date.toISOString().slice(0, 19).replace('T', ' ');
}
