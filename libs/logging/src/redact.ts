/**
 * What never reaches a log line: passwords, session and reset tokens, cookies, link signatures,
 * client secrets and card data. Decided by rule, so a new field or route named like a secret is
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
/** Parts of field names that make the value a secret: `newPassword`, `sessionToken`, `clientSecret`... */
const SECRET_FIELD_PARTS = ['password', 'passwd', 'passphrase', 'token', 'secret', 'apikey', 'privatekey', 'credential'];

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

const TEXT_RULES: ReadonlyArray<[RegExp, (...match: string[]) => string]> = [
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
  // Payment provider keys and client secrets wherever they appear: sk_live_..., whsec_..., seti_..._secret_...
  [/\b(?:sk|rk)_(?:test|live)_[A-Za-z0-9]+|\bwhsec_[A-Za-z0-9]+|\b[a-z]+_[A-Za-z0-9]+_secret_[A-Za-z0-9]+/g, () => REDACTED],
];

/** A string with every secret the rules recognise replaced by `[REDACTED]`. */
export function redactText(text: string): string {
  return TEXT_RULES.reduce((result, [pattern, replace]) => result.replace(pattern, replace as (...args: string[]) => string), text);
}

/** Deeper than this, a logged object is cut rather than walked (and a cycle cannot loop). */
const MAX_DEPTH = 8;

/**
 * A copy of a value about to be logged with its secrets redacted: secret-named fields of plain
 * objects wholesale, and every string by the text rules. Errors are copied with their message and
 * stack redacted and stay Errors, so the logger still serialises them as such. Anything else
 * (a request, a buffer) is left to the logger's serialisers.
 */
export function redactValue(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return redactText(value);
  if (value === null || typeof value !== 'object') return value;
  if (depth >= MAX_DEPTH) return '[Too deep]';
  if (Array.isArray(value)) return value.map((item) => redactValue(item, depth + 1));
  if (value instanceof Error) return redactError(value, depth);
  const prototype = Object.getPrototypeOf(value);
  if (prototype !== Object.prototype && prototype !== null) return value;
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
