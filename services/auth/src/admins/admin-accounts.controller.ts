import { Controller } from '@nestjs/common';
import {
  type AdminView,
  type ChangeAdminPasswordRequest,
  type CreateAdminRequest,
  Rpc,
  type UpdateAdminProfileRequest,
} from '@reelmix/contracts';
import { OnRequest } from '@reelmix/messaging';
import { AdminAccountsService } from './admin-accounts.service';

/**
 * Admin accounts over the broker. Profile and password come through the gateway for the signed-in
 * admin; `CreateAdmin` is the `admin:create` command's, which reaches it only with broker access.
 */
@Controller()
export class AdminAccountsController {
  constructor(private readonly accounts: AdminAccountsService) {}

  @OnRequest(Rpc.CreateAdmin)
  create(request: CreateAdminRequest): Promise<AdminView> {
    return this.accounts.create(request);
  }

  @OnRequest(Rpc.UpdateAdminProfile)
  updateProfile(request: UpdateAdminProfileRequest): Promise<AdminView> {
    return this.accounts.updateProfile(request);
  }

  @OnRequest(Rpc.ChangeAdminPassword)
  changePassword(request: ChangeAdminPasswordRequest): Promise<{ changed: true }> {
    return this.accounts.changePassword(request);
  }
}
