import { INTERNAL_CALLER_HEADERS, isPlan, type Plan } from '@reelmix/contracts';
import type { Request } from 'express';
import { timingSafeEqual } from 'node:crypto';
import { UploadsErrors } from './uploads-errors';

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * The customer a gateway request acts for. The identity arrives in headers and is trusted only
 * with the internal token the gateway shares: nothing else may call the internal routes.
 */
export function internalCaller(request: Request, internalToken: string): { userId: string; plan: string } {
  const token = Buffer.from(String(request.headers[INTERNAL_CALLER_HEADERS.token] ?? ''));
  const expected = Buffer.from(internalToken);
  if (token.length !== expected.length || !timingSafeEqual(token, expected)) {
    throw UploadsErrors.notThroughGateway();
  }
  const userId = String(request.headers[INTERNAL_CALLER_HEADERS.userId] ?? '');
  if (!UUID.test(userId)) throw UploadsErrors.missingCallerIdentity();
  return { userId, plan: String(request.headers[INTERNAL_CALLER_HEADERS.plan] ?? '') };
}

/** The caller of a route that stores clips: the plan decides the limits, so it must be a known one. */
export function uploadingCaller(request: Request, internalToken: string): { userId: string; plan: Plan } {
  const { userId, plan } = internalCaller(request, internalToken);
  if (!isPlan(plan)) throw UploadsErrors.missingCallerIdentity();
  return { userId, plan };
}
