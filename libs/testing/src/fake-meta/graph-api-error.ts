import { type GraphErrorBody } from './graph-shapes';
import { newFbtraceId } from './graph-ids';

/** A failure the fake answers the way the Graph API does: an HTTP status and Meta's error object. */
export class GraphApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: Omit<GraphErrorBody, 'fbtrace_id'>,
  ) {
    super(body.message);
    this.name = 'GraphApiError';
  }

  toBody(): { error: GraphErrorBody } {
    return { error: { ...this.body, fbtrace_id: newFbtraceId() } };
  }
}

/** Codes Meta uses for throttling: app (4), user (17), page (32), custom (613), ad account (80004). */
export const RATE_LIMIT_CODES: ReadonlySet<number> = new Set([4, 17, 32, 613, 80000, 80004]);

interface DocumentedError {
  status: number;
  message: string;
  subcode?: number;
  isTransient?: boolean;
}

/** Meta's wording for the codes a client must handle, from its error reference and rate-limit pages. */
const DOCUMENTED_ERRORS: Record<number, DocumentedError> = {
  1: { status: 500, message: 'An unknown error occurred', isTransient: true },
  2: { status: 500, message: 'An unexpected error has occurred. Please retry your request later.', isTransient: true },
  4: { status: 400, message: '(#4) Application request limit reached', isTransient: true },
  17: { status: 400, message: '(#17) User request limit reached', subcode: 2446079, isTransient: true },
  32: { status: 400, message: '(#32) Page request limit reached', isTransient: true },
  100: { status: 400, message: '(#100) Invalid parameter' },
  190: { status: 400, message: 'Invalid OAuth access token - Cannot parse access token' },
  613: {
    status: 400,
    message: '(#613) Calls to this api have exceeded the rate limit.',
    subcode: 1487742,
    isTransient: true,
  },
  80004: {
    status: 400,
    message:
      '(#80004) There have been too many calls to this ad-account. Wait a bit and try again. For more info, ' +
      'please refer to https://developers.facebook.com/docs/graph-api/overview/rate-limiting#ads-management.',
    subcode: 2446079,
    isTransient: true,
  },
};

/** An error with Meta's usual status and wording for `code`, unless the caller gives its own. */
export function graphError(code: number, override: { status?: number; subcode?: number; message?: string } = {}) {
  const documented = DOCUMENTED_ERRORS[code];
  const subcode = override.subcode ?? documented?.subcode;
  return new GraphApiError(override.status ?? documented?.status ?? 400, {
    message: override.message ?? documented?.message ?? `(#${code}) An error the test planned.`,
    type: 'OAuthException',
    code,
    ...(subcode === undefined ? {} : { error_subcode: subcode }),
    ...(documented?.isTransient ? { is_transient: true } : {}),
  });
}

export function invalidParameter(message: string, userMessage?: { title: string; body: string }): GraphApiError {
  return new GraphApiError(400, {
    message: `(#100) ${message}`,
    type: 'OAuthException',
    code: 100,
    ...(userMessage ? { error_user_title: userMessage.title, error_user_msg: userMessage.body } : {}),
  });
}

export function missingParameter(name: string): GraphApiError {
  return invalidParameter(`The parameter ${name} is required`);
}

/** What Meta answers for an id that does not exist or that the token cannot see: the two look the same. */
export function unknownObject(method: string, id: string): GraphApiError {
  const verb = method === 'POST' ? 'post' : 'get';
  return new GraphApiError(400, {
    message:
      `Unsupported ${verb} request. Object with ID '${id}' does not exist, cannot be loaded due to missing ` +
      'permissions, or does not support this operation. Please read the Graph API documentation at ' +
      'https://developers.facebook.com/docs/graph-api',
    type: 'GraphMethodException',
    code: 100,
    error_subcode: 33,
  });
}

export function unknownPath(path: string): GraphApiError {
  return new GraphApiError(400, {
    message: `Unknown path components: ${path}`,
    type: 'OAuthException',
    code: 2500,
  });
}

export function nonexistingField(field: string, nodeType: string): GraphApiError {
  return invalidParameter(`Tried accessing nonexisting field (${field}) on node type (${nodeType})`);
}

export function missingToken(): GraphApiError {
  return new GraphApiError(400, {
    message: 'An access token is required to request this resource.',
    type: 'OAuthException',
    code: 104,
  });
}

export function unparsableToken(): GraphApiError {
  return graphError(190);
}

/** Subcode 460: the session was invalidated, which is how a revoked system-user token answers. */
export function revokedToken(): GraphApiError {
  return graphError(190, {
    subcode: 460,
    message:
      'Error validating access token: The session has been invalidated because the user changed their ' +
      'password or Facebook has changed the session for security reasons.',
  });
}

export function expiredToken(expiredAt: Date, now: Date): GraphApiError {
  return graphError(190, {
    subcode: 463,
    message:
      `Error validating access token: Session has expired on ${expiredAt.toUTCString()}. ` +
      `The current time is ${now.toUTCString()}.`,
  });
}

/** Meta refuses a chunk that does not start where it expects and says where to resume. */
export function chunkOutOfPlace(resumeAt: { startOffset: number; endOffset: number }): GraphApiError {
  return new GraphApiError(400, {
    message: 'There was a problem uploading your video. Please try again.',
    type: 'OAuthException',
    code: 6001,
    error_subcode: 1363037,
    error_data: { start_offset: resumeAt.startOffset, end_offset: resumeAt.endOffset },
    is_transient: false,
    error_user_title: 'Error Uploading Video',
    error_user_msg: 'There was a problem uploading your video. Please try uploading it again.',
  });
}
