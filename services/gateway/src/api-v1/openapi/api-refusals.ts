import { applyDecorators } from '@nestjs/common';
import { ApiResponse } from '@nestjs/swagger';
import { API_KEY_LIMITS } from '@reelmix/contracts';
import { ErrorBodySchema } from './error-body.schema';

/** What each refusal means on the public API; the body is always the Error schema. */
const REFUSALS = {
  400: 'VALIDATION_FAILED: the request is not valid; `message` says why and `details` which fields.',
  401: 'UNAUTHENTICATED: no `Authorization: Bearer <key>`, or a key that is unknown or revoked.',
  403: 'FORBIDDEN: `Pro Access Required` for a free plan\'s job other than its latest.',
  404: 'NOT_FOUND: no such thing among the key owner\'s; another customer\'s answers the same.',
  409: 'CONFLICT: the job is rendering, or a limit on how many are kept is reached.',
  413: 'PAYLOAD_TOO_LARGE: a file is over the plan\'s size limit.',
  415: 'UNSUPPORTED_MEDIA: a file is not a supported video.',
  429: `RATE_LIMITED: past ${API_KEY_LIMITS.requestsPerMinute} calls a minute with this key, or past a plan quota; wait \`Retry-After\` seconds.`,
  503: 'SERVICE_UNAVAILABLE: a service behind the API is down for the moment; try again shortly.',
} as const;

export type RefusalStatus = keyof typeof REFUSALS;

const HEADERS: Partial<Record<RefusalStatus, Record<string, { description: string; schema: { type: 'string' | 'integer' } }>>> = {
  401: { 'WWW-Authenticate': { description: '`Bearer`, or `Bearer error="invalid_token"` for a key that is not good.', schema: { type: 'string' } } },
  429: { 'Retry-After': { description: 'Whole seconds to wait.', schema: { type: 'integer' } } },
};

/** The refusals a route (or every route of a controller) may answer, each with the Error body. */
export function ApiRefusals(...statuses: RefusalStatus[]): MethodDecorator & ClassDecorator {
  return applyDecorators(
    ...statuses.map((status) => ApiResponse({ status, description: REFUSALS[status], type: ErrorBodySchema, ...(HEADERS[status] ? { headers: HEADERS[status] } : {}) })),
  );
}

/** Every `/api/v1` route: the key check, its rate limit, and a service being down. */
export const ApiKeyRefusals = (): ClassDecorator => ApiRefusals(401, 429, 503);
