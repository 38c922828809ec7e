import { API_KEY_PREFIX, WEBHOOK_SECRET_PREFIX } from '@reelmix/contracts/browser';
import { EventEmitter } from 'node:events';

/**
 * What never reaches a log line: passwords, session and reset tokens, cookies, link signatures,
 * API keys, signing secrets, passwords in connection URLs, client secrets and card data. Decided by rule, so a new field or route named like a secret is
 * covered without anyone remembering to list it: by field name in anything logged as an object,
 * and by pattern in every string (messages, URLs, error messages and stacks that quote a URL).
 */
export const REDACTED = '[REDACTED]';

/** Field names, compared without case, `-` or `_`, whose whole value is a secret. */
const SECRET_FIELDS = new Set([
  's',
  'sig',
  'signature',
  'authorization',
  'proxyauthorization',
  'cookie',
  'setcookie',
  'cardnumber',
  'cvc',
  'cvv',
  'expmonth',
  'expyear',
]);
/**
 * Parts of field names that make the value a secret: `newPassword`, `sessionToken`, `clientSecret`,
 * `x-internal-token`, `Reelmix-Signature`, `MAIL_SETTINGS_KEY`...
 */
const SECRET_FIELD_PARTS = [
  'password',
  'passwd',
  'passphrase',
  'token',
  'secret',
  'apikey',
  'privatekey',
  'credential',
  'signature',
  'settingskey',
  'encryptionkey',
  'signingkey',
];

/** URL paths whose whole query string is a credential: the signed download links (7-day bearer URLs). */
export const SIGNED_QUERY_PATHS: readonly string[] = ['/api/links/'];

/** Pages whose address carries a secret after this prefix: the password-reset link. */
export const SECRET_PATH_PREFIXES: readonly string[] = ['/reset-password/'];

export function isSecretField(name: string): boolean {
  const key = name.toLowerCase().replace(/[-_]/g, '');
  return SECRET_FIELDS.has(key) || SECRET_FIELD_PARTS.some((part) => key.includes(part));
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
const URL_END = `[^\\s"'<>\`]`;
const BASE64URL = 'A-Za-z0-9_-';
/** Secrets the product issues with a prefix of its own: API keys (`rmx_`), webhook signing secrets (`whsec_`, Stripe's too). */
const PREFIXED_SECRET = new RegExp(`\\b(?:${[API_KEY_PREFIX, WEBHOOK_SECRET_PREFIX].map(escape).join('|')})[${BASE64URL}]+`, 'g');
/**
 * 32 random bytes as base64url, the form of every bare token the product makes (session and reset
 * tokens, download link signatures): 43 such characters with a letter and a digit among them, cut
 * out wherever they stand, even where nothing names them.
 */
const BARE_TOKEN = new RegExp(`(?<![${BASE64URL}])(?=[${BASE64URL}]{0,42}[0-9])(?=[${BASE64URL}]{0,42}[A-Za-z])[${BASE64URL}]{43}(?![${BASE64URL}])`, 'g');

const TEXT_RULES: ReadonlyArray<[RegExp, (...match: string[]) => string]> = [
  // scheme://user:password@host: the password of a database, broker or storage URL
  [/\b([a-z][a-z0-9+.-]*:\/\/[^\s:/?#@"'<>`]*):[^\s/?#@"'<>`]+@/gi, (_, lead) => `${lead}:${REDACTED}@`],
  // /reset-password/<token>
  [new RegExp(`(${SECRET_PATH_PREFIXES.map(escape).join('|')})[^\\s?#"'<>\`/]+`, 'gi'), (_, prefix) => `${prefix}${REDACTED}`],
  // /api/links/...?<signed query>
  [new RegExp(`((?:${SIGNED_QUERY_PATHS.map(escape).join('|')})[^\\s?#"'<>\`]*)\\?${URL_END}*`, 'gi'), (_, path) => `${path}?${REDACTED}`],
  // ?token=..., &password=..., s=... in any URL or form body
  [/(^|[?&;\s])([^=&?;\s"'<>`]+)=([^&;\s#"'<>`]*)/g, (all, lead, name, value) => (isSecretField(safeDecode(name)) && value !== REDACTED ? `${lead}${name}=${REDACTED}` : all)],
  // "password":"..." in JSON quoted by an error message
  [/("([^"\\]{1,64})"\s*:\s*)("(?:[^"\\]|\\.)*"|[^\s,}\]]+)/g, (all, lead, name) => (isSecretField(name) ? `${lead}"${REDACTED}"` : all)],
  // Authorization header values and Cookie / Set-Cookie header lines
  [/\b(Bearer|Basic)\s+[A-Za-z0-9._~+/=-]+/gi, (_, scheme) => `${scheme} ${REDACTED}`],
  [/\b((?:set-)?cookie:\s*)[^\r\n]+/gi, (_, lead) => `${lead}${REDACTED}`],
  // Other secret-named headers or fields written `name: value` (x-internal-token: ..., token: '...')
  [
    /(^|[\s{(,;])([A-Za-z][A-Za-z0-9_-]{0,63}):[ \t]*(["']?)([^\s"';,})[\]]+)\3/g,
    (all, lead, name, quote, value) =>
      isSecretField(name) && value !== REDACTED && !/^(Bearer|Basic)$/i.test(value) ? `${lead}${name}: ${quote}${REDACTED}${quote}` : all,
  ],
  // Keys and secrets with a known prefix wherever they appear: rmx_..., whsec_..., sk_live_..., seti_..._secret_...
  [PREFIXED_SECRET, () => REDACTED],
  [/\b(?:sk|rk)_(?:test|live)_[A-Za-z0-9_-]+|\b[a-z]+_[A-Za-z0-9]+_secret_[A-Za-z0-9]+/g, () => REDACTED],
  [BARE_TOKEN, () => REDACTED],
];

/** A string with every secret the rules recognise replaced by `[REDACTED]`. */
export function redactText(text: string): string {
  return TEXT_RULES.reduce((result, [pattern, replace]) => result.replace(pattern, replace as (...args: string[]) => string), text);
}

/** Deeper than this, a logged object is cut rather than walked (and a cycle cannot loop). */
const MAX_DEPTH = 8;

/**
 * A copy of a value about to be logged with its secrets redacted: secret-named fields of objects
 * wholesale (plain ones and instances of the product's classes, a request DTO with its password
 * among them), and every string by the text rules. Errors are copied with their message and stack
 * redacted and stay Errors, so the logger still serialises them as such; a URL becomes its
 * redacted text. Requests, responses, streams, buffers and dates are left to the logger's
 * serialisers.
 */
export function redactValue(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return redactText(value);
  if (value === null || typeof value !== 'object') return value;
  if (depth >= MAX_DEPTH) return '[Too deep]';
  if (Array.isArray(value)) return value.map((item) => redactValue(item, depth + 1));
  if (value instanceof Error) return redactError(value, depth);
  if (value instanceof URL) return redactText(value.href);
  if (value instanceof EventEmitter || value instanceof Date || ArrayBuffer.isView(value) || value instanceof ArrayBuffer) return value;
  // What the logger would write for an object that says how it is written.
  const toJSON = (value as { toJSON?: unknown }).toJSON;
  if (typeof toJSON === 'function') return redactValue(toJSON.call(value), depth + 1);
  return redactFields(value as Record<string, unknown>, {}, depth);
}

function redactError(error: Error, depth: number): Error {
  const copy = redactFields(error as unknown as Record<string, unknown>, Object.create(Object.getPrototypeOf(error)), depth) as unknown as Error;
  // message, stack and cause are own but not enumerable on a native Error.
  for (const key of ['message', 'stack', 'cause'] as const) {
    if (key in error) Object.defineProperty(copy, key, { value: redactValue(error[key], depth + 1), writable: true, configurable: true });
  }
  return copy;
}

function redactFields(source: Record<string, unknown>, target: Record<string, unknown>, depth: number): Record<string, unknown> {
  for (const [key, field] of Object.entries(source)) target[key] = isSecretField(key) ? REDACTED : redactValue(field, depth + 1);
  return target;
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
