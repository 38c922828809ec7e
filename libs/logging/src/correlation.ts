import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';

/**
 * The correlation id of the work in progress. The gateway opens one per HTTP request; the broker
 * carries it in the `x-correlation-id` header; consumers reopen it around each message, so every
 * log line of one user action, in any service, shares one id.
 */
export const CORRELATION_HEADER = 'x-correlation-id';

const storage = new AsyncLocalStorage<string>();

export function currentCorrelationId(): string | undefined {
  return storage.getStore();
}

export function runWithCorrelationId<T>(id: string | undefined, work: () => T): T {
  return storage.run(sanitizeCorrelationId(id) ?? randomUUID(), work);
}

/** Ids come from clients and other services: keep them short and printable. */
export function sanitizeCorrelationId(id: unknown): string | undefined {
  if (typeof id !== 'string') return undefined;
  return /^[A-Za-z0-9._:-]{1,100}$/.test(id) ? id : undefined;
}
