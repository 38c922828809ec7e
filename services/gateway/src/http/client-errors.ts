import { ErrorCode } from '@reelmix/contracts';

export const BODY_TOO_LARGE = 'Request body is too large';
export const BODY_NOT_JSON = 'Request body is not valid JSON';
export const BODY_UNSUPPORTED = 'Request body encoding is not supported';
export const BODY_TOO_DEEP = 'Request body is nested too deeply';

/** The body parser's refusals by their `type`, each with the answer a client gets. */
const BODY_PARSER_REFUSALS: Record<string, { code: ErrorCode; message: string }> = {
  'entity.too.large': { code: ErrorCode.PayloadTooLarge, message: BODY_TOO_LARGE },
  'parameters.too.many': { code: ErrorCode.PayloadTooLarge, message: BODY_TOO_LARGE },
  'entity.parse.failed': { code: ErrorCode.ValidationFailed, message: BODY_NOT_JSON },
  'querystring.parse.rangeError': { code: ErrorCode.ValidationFailed, message: BODY_TOO_DEEP },
  'encoding.unsupported': { code: ErrorCode.UnsupportedMedia, message: BODY_UNSUPPORTED },
  'charset.unsupported': { code: ErrorCode.UnsupportedMedia, message: BODY_UNSUPPORTED },
};

export interface ClientError {
  status: number;
  message: string;
  code?: ErrorCode;
}

/**
 * A refusal raised by Express's own layers (the body parser, the static file server) before any
 * controller runs. They are `http-errors`: a 4xx `status`, and `expose` when the message is meant
 * for the client. They reach the exception filter as plain errors, not HttpExceptions, so without
 * this they would answer 500 although the client's request is what is wrong.
 */
export function clientErrorOf(exception: unknown): ClientError | undefined {
  if (exception === null || typeof exception !== 'object') return undefined;
  const { status, statusCode, expose, type, message } = exception as Record<string, unknown>;
  const httpStatus = typeof status === 'number' ? status : statusCode;
  if (typeof httpStatus !== 'number' || httpStatus < 400 || httpStatus > 499) return undefined;
  const known = typeof type === 'string' ? BODY_PARSER_REFUSALS[type] : undefined;
  if (known) return { status: httpStatus, ...known };
  if (expose !== true) return undefined;
  return { status: httpStatus, message: typeof message === 'string' && message ? message : 'Bad request' };
}
