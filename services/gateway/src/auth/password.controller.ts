import { Body, Controller, HttpCode, Inject, Post, Req } from '@nestjs/common';
import { APP_CONFIG } from '@reelmix/service-host';
import type { Request } from 'express';
import { GatewayConfig } from '../gateway.config';
import { AuthClient } from './auth.client';
import { clientAddress } from './client-address';
import { ForgotPasswordBody, ResetPasswordBody } from './password.dto';
import { validateBody } from './validate-body';

export const RESET_EMAIL_SENT = 'If an account exists for that e-mail, we have sent a link to reset its password.';

/**
 * The answer to a reset request is padded to a fixed floor, so how long it takes says nothing
 * about whether the account exists (the work differs by an insert and an outbox row).
 */
const FORGOT_ANSWER_FLOOR_MS = 400;

@Controller('api/auth')
export class PasswordController {
  constructor(
    private readonly auth: AuthClient,
    @Inject(APP_CONFIG) private readonly config: GatewayConfig,
  ) {}

  @Post('forgot-password')
  @HttpCode(200)
  async forgot(@Body() body: unknown, @Req() request: Request): Promise<{ success: true; message: string }> {
    const { email } = await validateBody(ForgotPasswordBody, body);
    const started = Date.now();
    try {
      await this.auth.forgotPassword(email, clientAddress(request, this.config.TRUST_PROXY_HOPS));
    } finally {
      const left = FORGOT_ANSWER_FLOOR_MS - (Date.now() - started);
      if (left > 0) await new Promise((resolve) => setTimeout(resolve, left));
    }
    return { success: true, message: RESET_EMAIL_SENT };
  }

  @Post('reset-password')
  @HttpCode(200)
  async reset(@Body() body: unknown, @Req() request: Request): Promise<{ success: true }> {
    const { token, password } = await validateBody(ResetPasswordBody, body);
    await this.auth.resetPassword(token, password, clientAddress(request, this.config.TRUST_PROXY_HOPS));
    return { success: true };
  }
}
