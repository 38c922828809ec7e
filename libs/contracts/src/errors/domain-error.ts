import { type ErrorCode } from './error-codes';

/** The one error type services throw on purpose. It carries a code, never an HTTP status. */
export class DomainError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}
