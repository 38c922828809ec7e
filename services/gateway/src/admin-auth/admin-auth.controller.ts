import { Body, Controller, Get, HttpCode, Inject, Post, Req, Res, UseGuards } from '@nestjs/common';
import type { AdminView } from '@reelmix/contracts';
import { APP_CONFIG } from '@reelmix/service-host';
import type { Request, Response } from 'express';
import { clientAddress } from '../auth/client-address';
import { validateBody } from '../auth/validate-body';
import { GatewayConfig } from '../gateway.config';
import { AdminAuthClient } from './admin-auth.client';
import { AdminCookie } from './admin-cookie';
import { AdminLoginBody } from './admin-login.dto';
import { AdminSessionGuard } from './admin-session.guard';
import { AuditedAs } from './audited-as.decorator';
import { CurrentAdmin } from './current-admin.decorator';

/**
 * Admin sign-in (docs/product-rules.md#admin-sign-in). The app calls both `/admin/...` and `/api/admin/...`, so each
 * route answers on both. `GET /admin/me` is a JSON call: the static app handler serves the admin
 * app only to browser navigations (Accept: text/html), and the app's fetches do not ask for HTML.
 */
@Controller()
export class AdminAuthController {
  constructor(
    private readonly auth: AdminAuthClient,
    private readonly cookie: AdminCookie,
    @Inject(APP_CONFIG) private readonly config: GatewayConfig,
  ) {}

  @Post(['admin/login', 'api/admin/login'])
  @HttpCode(200)
  @AuditedAs('login', 'login-failed')
  async login(@Body() body: unknown, @Req() request: Request, @Res({ passthrough: true }) response: Response): Promise<AdminView> {
    const { email, password } = await validateBody(AdminLoginBody, body);
    const grant = await this.auth.login(email, password, clientAddress(request, this.config.TRUST_PROXY_HOPS));
    this.cookie.write(response, grant.sessionToken, new Date(grant.expiresAt));
    response.setHeader('Cache-Control', 'no-store');
    return grant.admin;
  }

  /** Succeeds without a session too: the outcome the caller wants, logged out, holds either way. */
  @Post(['admin/logout', 'api/admin/logout'])
  @HttpCode(200)
  @AuditedAs('logout')
  async logout(@Req() request: Request, @Res({ passthrough: true }) response: Response): Promise<{ success: true }> {
    const sessionToken = this.cookie.read(request);
    this.cookie.clear(response);
    if (sessionToken) await this.auth.logout(sessionToken);
    return { success: true };
  }

  @Get(['admin/me', 'api/admin/me'])
  @UseGuards(AdminSessionGuard)
  me(@CurrentAdmin() admin: AdminView, @Res({ passthrough: true }) response: Response): AdminView {
    response.setHeader('Cache-Control', 'no-store');
    return admin;
  }
}
