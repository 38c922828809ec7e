import { Controller } from '@nestjs/common';
import {
  type CreateUserRequest,
  type CreateUserResponse,
  type EmailLookupRequest,
  type EmailLookupResponse,
  Rpc,
} from '@reelmix/contracts';
import { OnRequest } from '@reelmix/messaging';
import { UsersService } from './users.service';

@Controller()
export class UsersController {
  constructor(private readonly users: UsersService) {}

  @OnRequest(Rpc.CreateUser)
  create(request: CreateUserRequest): Promise<CreateUserResponse> {
    return this.users.create(request);
  }

  @OnRequest(Rpc.LookupEmail)
  lookupEmail(request: EmailLookupRequest): Promise<EmailLookupResponse> {
    return this.users.lookupEmail(request.email, request.ip);
  }
}
