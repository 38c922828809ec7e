import { Body, Controller, HttpCode, Put, Req, UseGuards } from '@nestjs/common';
import { type AdminActor, type AdminView, Rpc } from '@reelmix/contracts';
import { RpcClient } from '@reelmix/messaging';
import { ActingAdmin, type AdminRequest, AdminSessionGuard, AuditedAs } from '../admin-auth';
import { validateBody } from '../auth';
import { AdminProfileBody, ChangePasswordBody } from './admin-users.dto';

/** The admin profile (docs/product-rules.md#admin-profile): the signed-in admin's own details and password. */
@Controller()
@UseGuards(AdminSessionGuard)
export class AdminProfileController {
  constructor(private readonly rpc: RpcClient) {}

  @Put(['api/admin/profile', 'admin/profile'])
  @AuditedAs('profile-updated')
  async update(@Body() body: unknown, @ActingAdmin() actor: AdminActor): Promise<AdminView> {
    const profile = await validateBody(AdminProfileBody, body);
    return this.rpc.request('auth', Rpc.UpdateAdminProfile, { ...actor, ...profile });
  }

  @Put(['api/admin/change-password', 'admin/change-password'])
  @HttpCode(200)
  @AuditedAs('password-changed', 'password-change-failed')
  async changePassword(@Body() body: unknown, @Req() request: AdminRequest, @ActingAdmin() actor: AdminActor): Promise<{ success: true }> {
    const { currentPassword, newPassword } = await validateBody(ChangePasswordBody, body);
    const { sessionToken } = request.adminSession as NonNullable<AdminRequest['adminSession']>;
    // This browser stays signed in; every other session of the admin ends.
    await this.rpc.request('auth', Rpc.ChangeAdminPassword, { ...actor, currentPassword, newPassword, sessionToken });
    return { success: true };
  }
}
