import { Controller } from '@nestjs/common';
import { type LoginRequest, Rpc, type SessionGrant } from '@reelmix/contracts';
import { OnRequest } from '@reelmix/messaging';
import { LoginService } from './login.service';

@Controller()
export class LoginController {
  constructor(private readonly login: LoginService) {}

  @OnRequest(Rpc.Login)
  signIn(request: LoginRequest): Promise<SessionGrant> {
    return this.login.login(request);
  }
}
