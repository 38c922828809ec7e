import { InvalidByteRangeError } from './storage.errors';

/** Inclusive `start`..`end`, as in an HTTP `Range: bytes=start-end` header. */
export function assertValidByteRange(key: string, start: number, end: number): void {
  if (!Number.isSafeInteger(start) || !Number.isSafeInteger(end)) {
    throw new InvalidByteRangeError(key, 'start and end must be integers');
  }
  if (start < 0) throw new InvalidByteRangeError(key, 'start is negative');
  if (end < start) throw new InvalidByteRangeError(key, 'end is before start');
}
