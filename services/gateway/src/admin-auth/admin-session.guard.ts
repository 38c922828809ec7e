import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { DomainError, ErrorCode } from '@reelmix/contracts';
import type { Response } from 'express';
import { AUTHENTICATION_REQUIRED } from '../auth/session.guard';
import { AdminAuthClient } from './admin-auth.client';
import { AdminCookie } from './admin-cookie';
import { AdminRequest } from './admin-request';

/**
 * Lets a request through only with a live admin session, and attaches `{ admin, sessionToken }`
 * for `@CurrentAdmin()`. It reads the admin cookie alone and auth looks the token up among admin
 * sessions alone, so a customer session gets nowhere here, whichever cookie it arrives in.
 * A cookie auth no longer accepts is cleared, so the browser stops sending it.
 */
@Injectable()
export class AdminSessionGuard implements CanActivate {
  constructor(
    private readonly auth: AdminAuthClient,
    private readonly cookie: AdminCookie,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const http = context.switchToHttp();
    const request = http.getRequest<AdminRequest>();
    const sessionToken = this.cookie.read(request);
    if (!sessionToken) throw new DomainError(ErrorCode.Unauthenticated, AUTHENTICATION_REQUIRED);
    try {
      const { admin } = await this.auth.resolve(sessionToken);
      request.adminSession = { admin, sessionToken };
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
