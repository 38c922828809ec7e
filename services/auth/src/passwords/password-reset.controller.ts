import { Controller } from '@nestjs/common';
import { type ForgotPasswordRequest, type ResetPasswordRequest, Rpc } from '@reelmix/contracts';
import { OnRequest } from '@reelmix/messaging';
import { PasswordResetService } from './password-reset.service';

@Controller()
export class PasswordResetController {
  constructor(private readonly resets: PasswordResetService) {}

  @OnRequest(Rpc.ForgotPassword)
  forgot(request: ForgotPasswordRequest): Promise<{ accepted: true }> {
    return this.resets.requestReset(request.email, request.ip);
  }

  @OnRequest(Rpc.ResetPassword)
  reset(request: ResetPasswordRequest): Promise<{ reset: true }> {
    return this.resets.reset(request.token, request.password);
  }
}
