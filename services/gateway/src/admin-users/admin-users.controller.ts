import { Body, Controller, Delete, Get, HttpCode, Param, ParseUUIDPipe, Post, Put, Query, UseGuards } from '@nestjs/common';
import {
  type AdminActor,
  type AdminUserView,
  type JobView,
  type ProCancellationView,
  Rpc,
  type UserListView,
} from '@reelmix/contracts';
import { RpcClient } from '@reelmix/messaging';
import { ActingAdmin, AdminSessionGuard, AuditedAs } from '../admin-auth';
import { validateBody } from '../auth';
import { AdminMailBody, CancelProBody, CreateProUserBody, ListUsersQuery, UpdateUserBody } from './admin-users.dto';
import { GatewayErrors } from '../gateway-errors';

const PAGE_SIZE = 10;
const uuid = new ParseUUIDPipe({ exceptionFactory: GatewayErrors.userNotFound });

/**
 * The admin area's user calls. Both spellings of each path (docs/product-rules.md#the-admin-area) are served
 * (`/admin/users...` and `/api/admin/users...`); a browser navigation to an `/admin/...` page gets
 * the admin app before reaching here.
 */
@Controller()
@UseGuards(AdminSessionGuard)
export class AdminUsersController {
  constructor(private readonly rpc: RpcClient) {}

  @Get(['admin/users', 'api/admin/users'])
  async list(@Query() query: unknown): Promise<UserListView> {
    const { page, limit, plan, search } = await validateBody(ListUsersQuery, query);
    return this.rpc.request('auth', Rpc.ListUsers, {
      page: page ?? 1,
      limit: limit ?? PAGE_SIZE,
      plan: plan ?? 'all',
      ...(search?.trim() ? { search: search.trim() } : {}),
    });
  }

  /**
   * A new account with Pro from the start; the user can log in on the customer site at once. Auth
   * makes the account and records the Pro for billing to grant a moment later, so the answer says
   * Pro before auth's own view of the account does.
   */
  @Post(['admin/users/create-pro', 'api/admin/users/create-pro'])
  @AuditedAs('pro-user-created', 'complimentary-pro-set')
  async createPro(@Body() body: unknown, @ActingAdmin() actor: AdminActor): Promise<AdminUserView> {
    const { email, password, firstName, lastName } = await validateBody(CreateProUserBody, body);
    const user = await this.rpc.request('auth', Rpc.CreateProUser, {
      email,
      password,
      ...(firstName ? { firstName } : {}),
      ...(lastName ? { lastName } : {}),
      ...actor,
    });
    return { ...user, isPro: true };
  }

  @Get(['admin/users/:id', 'api/admin/users/:id'])
  get(@Param('id', uuid) userId: string): Promise<AdminUserView> {
    return this.rpc.request('auth', Rpc.GetUser, { userId });
  }

  @Get(['admin/users/:id/jobs', 'api/admin/users/:id/jobs'])
  async jobs(@Param('id', uuid) userId: string): Promise<JobView[]> {
    await this.rpc.request('auth', Rpc.GetUser, { userId }); // 404 for an unknown user, not an empty list
    return this.rpc.request('jobs', Rpc.UserJobs, { userId });
  }

  /**
   * The Pro toggle: grants or takes back Pro, and always clears the 'Requested' flag. Auth clears
   * the flag and records the decision, which billing carries out; the answer is what was decided.
   */
  @Put(['admin/users/:id', 'api/admin/users/:id'])
  @AuditedAs('complimentary-pro-set', 'requested-pro-cleared')
  async update(@Param('id', uuid) userId: string, @Body() body: unknown, @ActingAdmin() actor: AdminActor): Promise<AdminUserView> {
    const { isPro } = await validateBody(UpdateUserBody, body);
    return this.rpc.request('auth', Rpc.SetUserPro, { userId, isPro, ...actor });
  }

  @Post(['admin/users/:id/cancel-pro', 'api/admin/users/:id/cancel-pro'])
  @HttpCode(200)
  @AuditedAs('pro-cancelled')
  async cancelPro(@Param('id', uuid) userId: string, @Body() body: unknown, @ActingAdmin() actor: AdminActor): Promise<ProCancellationView> {
    const reason = (await validateBody(CancelProBody, body)).reason.trim();
    if (!reason) throw GatewayErrors.cancellationReasonRequired();
    return this.rpc.request('billing', Rpc.AdminCancelPro, { userId, reason, ...actor });
  }

  @Post(['admin/users/:id/mail', 'api/admin/users/:id/mail'])
  @HttpCode(200)
  @AuditedAs('user-mailed')
  async mail(@Param('id', uuid) userId: string, @Body() body: unknown, @ActingAdmin() actor: AdminActor): Promise<{ queued: true; id: string }> {
    const { subject, message, template } = await validateBody(AdminMailBody, body);
    const user = await this.rpc.request('auth', Rpc.GetUser, { userId });
    // The message goes to the account's own address, whatever `to` the form carried.
    return this.rpc.request('mail', Rpc.SendAdminMail, {
      to: user.email,
      subject,
      message,
      ...(template ? { template } : {}),
      ...actor,
      userId,
    });
  }

  /** Removes the account; every service then removes its data and media, and billing cancels the subscription. */
  @Delete(['admin/users/:id', 'api/admin/users/:id'])
  @AuditedAs('user-deleted')
  async remove(@Param('id', uuid) userId: string, @ActingAdmin() actor: AdminActor): Promise<{ success: true }> {
    await this.rpc.request('auth', Rpc.DeleteUser, { userId, ...actor });
    return { success: true };
  }
}
