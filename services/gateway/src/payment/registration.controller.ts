import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { DomainError, ErrorCode, Rpc } from '@reelmix/contracts';
import { RpcClient } from '@reelmix/messaging';
import { validateBody } from '../auth';
import { RegisterBody } from './payment.dto';

export const EMAIL_REGISTERED = 'This email is already registered. Please use the login tab to access your account.';

/**
 * `POST /api/auth/register` checks the Register form and the address, and creates nothing: the
 * account exists only once the card step succeeds (customer-spec §4), through complete-registration.
 */
@Controller('api/auth')
export class RegistrationController {
  constructor(private readonly rpc: RpcClient) {}

  @Post('register')
  @HttpCode(200)
  async register(@Body() body: unknown): Promise<{ status: 'payment_required'; email: string; requestedPro: boolean }> {
    const form = await validateBody(RegisterBody, body);
    const { registered } = await this.rpc.request('auth', Rpc.LookupEmail, { email: form.email });
    if (registered) throw new DomainError(ErrorCode.Conflict, EMAIL_REGISTERED, { canLogin: true });
    return { status: 'payment_required', email: form.email.trim().toLowerCase(), requestedPro: form.requestedPro ?? false };
  }
}
