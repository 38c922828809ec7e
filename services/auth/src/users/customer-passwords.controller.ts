import { Controller } from '@nestjs/common';
import { type ChangePasswordRequest, type EndedSessions, type NewPasswordCheckRequest, Rpc } from '@reelmix/contracts';
import { OnRequest } from '@reelmix/messaging';
import { assertAcceptableNewPassword } from '../passwords/new-password-policy';
import { PasswordChangeService } from './password-change.service';

/** A customer's own password: whether one may be chosen, and changing it while signed in. */
@Controller()
export class CustomerPasswordsController {
  constructor(private readonly changes: PasswordChangeService) {}

  /** The registration form asks before the card step, so a refused password is heard before paying. */
  @OnRequest(Rpc.CheckNewPassword)
  async check(request: NewPasswordCheckRequest): Promise<{ acceptable: true }> {
    assertAcceptableNewPassword(request.password);
    return { acceptable: true };
  }

  @OnRequest(Rpc.ChangePassword)
  change(request: ChangePasswordRequest): Promise<EndedSessions> {
    return this.changes.change(request);
  }
}
