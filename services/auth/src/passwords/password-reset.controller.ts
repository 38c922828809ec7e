import { Controller } from '@nestjs/common';
import { type ForgotPasswordRequest, type ResetPasswordRequest, Rpc } from '@reelmix/contracts';
import { OnRequest } from '@reelmix/messaging';
import { assertAcceptableNewPassword } from './new-password-policy';
import { PasswordResetService } from './password-reset.service';

@Controller()
export class PasswordResetController {
  constructor(private readonly resets: PasswordResetService) {}

  @OnRequest(Rpc.ForgotPassword)
  forgot(request: ForgotPasswordRequest): Promise<{ accepted: true }> {
    return this.resets.requestReset(request.email, request.ip);
  }

  @OnRequest(Rpc.ResetPassword)
  async reset(request: ResetPasswordRequest): Promise<{ reset: true }> {
    // Before anything else: it costs nothing, and a refused password is not worth a token lookup or a hash.
    assertAcceptableNewPassword(request.password);
    return this.resets.reset(request.token, request.password, request.ip);
  }
}
