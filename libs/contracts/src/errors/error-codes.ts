/**
 * Domain error codes. Services throw `DomainError` with one of these; the gateway's single
 * exception filter maps each code to an HTTP status. Codes cross the broker, so they are frozen.
 */
export const ErrorCode = {
  ValidationFailed: 'VALIDATION_FAILED',
  NotFound: 'NOT_FOUND',
  Unauthenticated: 'UNAUTHENTICATED',
  Forbidden: 'FORBIDDEN',
  Conflict: 'CONFLICT',
  /** Something that was valid once has run out, such as a signed download link. */
  Expired: 'EXPIRED',
  /** The card provider refused the card (declined, wrong number). */
  PaymentDeclined: 'PAYMENT_DECLINED',
  PayloadTooLarge: 'PAYLOAD_TOO_LARGE',
  UnsupportedMedia: 'UNSUPPORTED_MEDIA',
  RateLimited: 'RATE_LIMITED',
  ServiceUnavailable: 'SERVICE_UNAVAILABLE',
  Timeout: 'TIMEOUT',
  Internal: 'INTERNAL',
} as const;

export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

export const HTTP_STATUS_OF: Record<ErrorCode, number> = {
  VALIDATION_FAILED: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  EXPIRED: 410,
  PAYMENT_DECLINED: 402,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA: 415,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  SERVICE_UNAVAILABLE: 503,
  TIMEOUT: 504,
};

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(HTTP_STATUS_OF, value);
}
