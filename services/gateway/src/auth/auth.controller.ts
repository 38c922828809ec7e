import { Body, Controller, Get, HttpCode, Inject, Post, Req, Res, UseGuards } from '@nestjs/common';
import type { CurrentUser } from '@reelmix/contracts';
import { APP_CONFIG } from '@reelmix/service-host';
import type { Request, Response } from 'express';
import { GatewayConfig } from '../gateway.config';
import { AuthClient } from './auth.client';
import { clientAddress } from './client-address';
import { CurrentCustomer } from './current-customer.decorator';
import { LoginBody } from './login.dto';
import { SessionCookie } from './session-cookie';
import { SessionGuard } from './session.guard';
import { validateBody } from './validate-body';

/** Customer sign-in (docs/product-rules.md#sessions). The session lives in an httpOnly cookie only. */
@Controller('api/auth')
export class AuthController {
  constructor(
    private readonly auth: AuthClient,
    private readonly cookie: SessionCookie,
    @Inject(APP_CONFIG) private readonly config: GatewayConfig,
  ) {}

  @Post('login')
  @HttpCode(200)
  async login(@Body() body: unknown, @Req() request: Request, @Res({ passthrough: true }) response: Response): Promise<CurrentUser> {
    const { email, password } = await validateBody(LoginBody, body);
    const grant = await this.auth.login(email, password, clientAddress(request, this.config.TRUST_PROXY_HOPS), request.headers['user-agent']);
    this.cookie.write(response, grant.sessionToken, new Date(grant.expiresAt));
    response.setHeader('Cache-Control', 'no-store');
    return grant.user;
  }

  /** Succeeds without a session too: the outcome the caller wants, logged out, holds either way. */
  @Post('logout')
  @HttpCode(200)
  async logout(@Req() request: Request, @Res({ passthrough: true }) response: Response): Promise<{ success: true }> {
    const sessionToken = this.cookie.read(request);
    this.cookie.clear(response);
    if (sessionToken) await this.auth.logout(sessionToken);
    return { success: true };
  }

  @Get('me')
  @UseGuards(SessionGuard)
  me(@CurrentCustomer() user: CurrentUser, @Res({ passthrough: true }) response: Response): CurrentUser {
    response.setHeader('Cache-Control', 'no-store');
    return user;
  }
}
