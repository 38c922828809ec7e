import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { DomainError, ErrorCode } from '@reelmix/contracts';
import type { Response } from 'express';
import { AuthClient } from './auth.client';
import { CustomerRequest } from './customer-request';
import { SessionCookie } from './session-cookie';

export const AUTHENTICATION_REQUIRED = 'Authentication required';

/**
 * Lets a request through only with a live customer session, and attaches `{ user, sessionToken }`
 * for `@CurrentCustomer()`. Every call asks auth, so a logout or a plan change counts at once.
 * A cookie auth no longer accepts is cleared, so the browser stops sending it.
 */
@Injectable()
export class SessionGuard implements CanActivate {
  constructor(
    private readonly auth: AuthClient,
    private readonly cookie: SessionCookie,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const http = context.switchToHttp();
    const request = http.getRequest<CustomerRequest>();
    const sessionToken = this.cookie.read(request);
    if (!sessionToken) throw new DomainError(ErrorCode.Unauthenticated, AUTHENTICATION_REQUIRED);
    try {
      const { user } = await this.auth.resolve(sessionToken);
      request.customer = { user, sessionToken };
      return true;
    } catch (error) {
      if (error instanceof DomainError && error.code === ErrorCode.Unauthenticated) {
        this.cookie.clear(http.getResponse<Response>());
        throw new DomainError(ErrorCode.Unauthenticated, AUTHENTICATION_REQUIRED);
      }
      throw error;
    }
  }
}
