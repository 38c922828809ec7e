import { Body, Controller, HttpCode, Inject, Post, Req } from '@nestjs/common';
import { Rpc } from '@reelmix/contracts';
import { RpcClient } from '@reelmix/messaging';
import { APP_CONFIG } from '@reelmix/service-host';
import type { Request } from 'express';
import { validateBody } from '../auth';
import { clientAddress } from '../auth/client-address';
import { GatewayConfig } from '../gateway.config';
import { RegisterBody } from './payment.dto';
import { GatewayErrors } from '../gateway-errors';

/**
 * `POST /api/auth/register` checks the Register form and the address, and creates nothing: the
 * account exists only once the card step succeeds (docs/product-rules.md#registration-trial-and-billing), through complete-registration.
 */
@Controller('api/auth')
export class RegistrationController {
  constructor(
    private readonly rpc: RpcClient,
    @Inject(APP_CONFIG) private readonly config: GatewayConfig,
  ) {}

  @Post('register')
  @HttpCode(200)
  async register(@Body() body: unknown, @Req() request: Request): Promise<{ status: 'payment_required'; email: string; requestedPro: boolean }> {
    const form = await validateBody(RegisterBody, body);
    // Auth holds the common-passwords list: a refused password is heard here, before the card step.
    await this.rpc.request('auth', Rpc.CheckNewPassword, { password: form.password });
    // The answer says whether an account exists, so auth throttles it per client address.
    const ip = clientAddress(request, this.config.TRUST_PROXY_HOPS);
    const { registered } = await this.rpc.request('auth', Rpc.LookupEmail, { email: form.email, ...(ip ? { ip } : {}) });
    if (registered) throw GatewayErrors.emailTaken();
    return { status: 'payment_required', email: form.email.trim().toLowerCase(), requestedPro: form.requestedPro ?? false };
  }
}
