import { DomainError, ErrorCode, isErrorCode } from '@reelmix/contracts';

/** What travels back on the reply queue: a result, or a domain error the caller can rethrow. */
export type RpcReply =
  | { ok: true; data: unknown }
  | { ok: false; error: { code: string; message: string; details?: unknown; errorId?: string } };

export function replyToError(reply: Extract<RpcReply, { ok: false }>): DomainError {
  const code = isErrorCode(reply.error.code) ? reply.error.code : ErrorCode.Internal;
  const details = reply.error.errorId ? { errorId: reply.error.errorId, ...(reply.error.details ?? {}) } : reply.error.details;
  return new DomainError(code, reply.error.message, details);
}

export function isRpcReply(value: unknown): value is RpcReply {
  if (value === null || typeof value !== 'object') return false;
  const candidate = value as { ok?: unknown; error?: { code?: unknown; message?: unknown } };
  if (candidate.ok === true) return 'data' in candidate;
  return candidate.ok === false && typeof candidate.error?.code === 'string' && typeof candidate.error.message === 'string';
}
