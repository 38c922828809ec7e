import { DomainError, ErrorCode } from '@reelmix/contracts';

/*
 * Storage errors are domain errors so the gateway's single filter maps them without knowing this
 * lib. Messages never echo the key: keys embed user and upload ids that a 404 body should not leak;
 * the key is kept on the error for logs.
 */

export class ObjectNotFoundError extends DomainError {
  constructor(readonly key: string) {
    super(ErrorCode.NotFound, 'Object not found');
    this.name = 'ObjectNotFoundError';
  }
}

export class InvalidObjectKeyError extends DomainError {
  constructor(
    readonly key: string,
    readonly reason: string,
  ) {
    super(ErrorCode.ValidationFailed, `Invalid object key: ${reason}`);
    this.name = 'InvalidObjectKeyError';
  }
}

/** Bad `contentType`, metadata or `size` option on `put`. */
export class InvalidObjectOptionsError extends DomainError {
  constructor(readonly reason: string) {
    super(ErrorCode.ValidationFailed, `Invalid object options: ${reason}`);
    this.name = 'InvalidObjectOptionsError';
  }
}

/**
 * A range that is malformed or starts at or past the end of the object. HTTP callers should
 * compare the Range header with `stat().size` first and answer 416 themselves.
 */
export class InvalidByteRangeError extends DomainError {
  constructor(
    readonly key: string,
    readonly reason: string,
  ) {
    super(ErrorCode.ValidationFailed, `Invalid byte range: ${reason}`);
    this.name = 'InvalidByteRangeError';
  }
}

/** The body ended before, or ran past, the size the caller declared. */
export class ObjectSizeMismatchError extends DomainError {
  constructor(
    readonly key: string,
    readonly declared: number,
    readonly received: number,
  ) {
    // An overrun is stopped at the first byte too many, so `received` is then a lower bound.
    const got = received > declared ? `${received}+` : `${received}`;
    super(ErrorCode.ValidationFailed, `Body size does not match the declared ${declared} bytes (got ${got})`);
    this.name = 'ObjectSizeMismatchError';
  }
}

/** The body is larger than one object may be on this backend. */
export class ObjectTooLargeError extends DomainError {
  constructor(
    readonly key: string,
    readonly maxBytes: number,
  ) {
    super(ErrorCode.PayloadTooLarge, `Object larger than ${maxBytes} bytes`);
    this.name = 'ObjectTooLargeError';
  }
}
