import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { apiKeyRateLimitMessage, DomainError, ErrorCode, rateLimited, type ResolvedApiKey, Rpc } from '@reelmix/contracts';
import { RpcClient } from '@reelmix/messaging';
import type { Response } from 'express';
import { CustomerRequest } from '../../auth/customer-request';
import { ApiKeyRateLimiter } from './api-key-rate-limiter';
import { bearerKeyOf } from './bearer-key';
import { GatewayErrors } from '../../gateway-errors';


/**
 * The public API's (`/api/v1`) one way in: an API key in `Authorization: Bearer <key>`. Cookies
 * are never read here, so a browser's session cannot act through the API, and the CSRF check is
 * not needed on it. Every call asks auth (no cache), so a revoked key is refused from the next
 * call on. The key's owner goes where SessionGuard puts a session's, so `@CurrentCustomer()` and
 * the code behind it work unchanged, with the same plan rules and ownership checks as the app.
 */
@Injectable()
export class ApiKeyGuard implements CanActivate {
  constructor(
    private readonly rpc: RpcClient,
    private readonly limiter: ApiKeyRateLimiter,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const http = context.switchToHttp();
    const request = http.getRequest<CustomerRequest>();
    const response = http.getResponse<Response>();
    const key = bearerKeyOf(request.headers.authorization);
    if (!key) {
      // RFC 6750: a request without usable credentials is told which scheme to use.
      response.setHeader('WWW-Authenticate', 'Bearer');
      throw GatewayErrors.apiKeyRequired();
    }
    const resolved = await this.resolve(key, response);
    const waitMs = this.limiter.take(resolved.keyId);
    if (waitMs > 0) throw rateLimited(apiKeyRateLimitMessage(Math.max(1, Math.ceil(waitMs / 1000))), waitMs);
    request.customer = { user: resolved.user, apiKeyId: resolved.keyId };
    return true;
  }

  private async resolve(key: string, response: Response): Promise<ResolvedApiKey> {
    try {
      return await this.rpc.request('auth', Rpc.ResolveApiKey, { key });
    } catch (error) {
      // Unknown and revoked keys answer alike, so a caller learns nothing about which keys existed.
      if (error instanceof DomainError && (error.code === ErrorCode.Unauthenticated || error.code === ErrorCode.NotFound)) {
        response.setHeader('WWW-Authenticate', 'Bearer error="invalid_token"');
        throw GatewayErrors.invalidApiKey();
      }
      throw error;
    }
  }
}
