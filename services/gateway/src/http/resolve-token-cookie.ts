import type { ExecutionContext } from '@nestjs/common';
import { DomainError, ErrorCode } from '@reelmix/contracts';
import type { Request, Response } from 'express';
import type { TokenCookie } from './token-cookie';
import { GatewayErrors } from '../gateway-errors';

/**
 * The shared core of the session guards: the token from its cookie, resolved by auth. A cookie
 * auth no longer accepts is cleared, so the browser stops sending it; both cases answer 401.
 */
export async function resolveTokenCookie<T>(
  context: ExecutionContext,
  cookie: TokenCookie,
  resolve: (sessionToken: string) => Promise<T>,
): Promise<{ resolved: T; sessionToken: string }> {
  const http = context.switchToHttp();
  const sessionToken = cookie.read(http.getRequest<Request>());
  if (!sessionToken) throw GatewayErrors.authenticationRequired();
  try {
    return { resolved: await resolve(sessionToken), sessionToken };
  } catch (error) {
    if (error instanceof DomainError && error.code === ErrorCode.Unauthenticated) {
      cookie.clear(http.getResponse<Response>());
      throw GatewayErrors.authenticationRequired();
    }
    throw error;
  }
}
