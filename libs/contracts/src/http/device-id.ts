/**
 * The gateway's device cookie: 16 random bytes as base64url, set once per browser for 400 days.
 * It names a browser, not a person, and proves nothing; the affiliate programme compares it to
 * tell an affiliate signing up their own second account (docs/security.md).
 */
export const DEVICE_ID_PATTERN = /^[A-Za-z0-9_-]{22}$/;
