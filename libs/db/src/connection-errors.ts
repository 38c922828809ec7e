/**
 * Whether an error means "the database could not be reached or went away", as opposed to a
 * query that failed on its own merits. The first kind says nothing about the work being done and
 * is retried once the database answers; the second is the work's fault.
 */
export function isDatabaseConnectionError(error: unknown): boolean {
  for (const cause of causesOf(error)) {
    const { code, message } = cause as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (NETWORK_CODES.has(code) || isUnavailableSqlState(code))) return true;
    if (typeof message === 'string' && CONNECTION_MESSAGES.some((pattern) => pattern.test(message))) return true;
  }
  return false;
}

/** Socket-level failures Node reports while connecting to or talking with the server. */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN']);

/**
 * SQLSTATEs of an unavailable server: class 08 (connection exception), 57P01-57P03 (admin or
 * crash shutdown, cannot connect now: a restart in progress) and 53300 (too many connections).
 */
function isUnavailableSqlState(code: string): boolean {
  return /^08[0-9A-Z]{3}$/.test(code) || ['57P01', '57P02', '57P03', '53300'].includes(code);
}

/** node-postgres and its pool report a lost or unobtainable connection with these messages. */
const CONNECTION_MESSAGES = [
  /^Connection terminated/,
  /not queryable/,
  /timeout exceeded when trying to connect/,
  /^connect ECONNREFUSED/,
];

/** The error, TypeORM's wrapped driver error and any `cause` chain (bounded: chains can loop). */
function* causesOf(error: unknown): Generator<object> {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current !== null && typeof current === 'object'; depth += 1) {
    yield current;
    const next = (current as { driverError?: unknown; cause?: unknown }).driverError ?? (current as { cause?: unknown }).cause;
    if (next === current) return;
    current = next;
  }
}
