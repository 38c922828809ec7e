import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  type ActivityItem,
  type AdminUserView,
  auditChanges,
  type ClearRequestedProRequest,
  type CreateProUserRequest,
  DomainError,
  ErrorCode,
  type ListUsersRequest,
  type SetUserProRequest,
  type UserListView,
  type UserStatsView,
} from '@reelmix/contracts';
import { CLOCK, type Clock } from '@reelmix/service-host';
import { DataSource, EntityManager } from 'typeorm';
import { AdminAuditLogRepository } from '../admins/admin-audit-log.repository';
import { UsersRepository } from '../users/users.repository';
import { UsersService } from '../users/users.service';
import { ActingAdmins } from '../admins/acting-admins';
import { registrationActivity, toAdminUserView } from './admin-user-view';
import { AdminUsersRepository } from './admin-users.repository';
import { ProDecisions } from './pro-decisions';
import { AuthErrors } from '../auth-errors';

/**
 * The admin area's view of customer accounts. "Pro" everywhere here is the rule of docs/product-rules.md#pro-access
 * at this service's CLOCK time, the same answer the customer app gets.
 */
@Injectable()
export class AdminUsersService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly adminUsers: AdminUsersRepository,
    private readonly users: UsersRepository,
    private readonly accounts: UsersService,
    private readonly actingAdmins: ActingAdmins,
    private readonly audit: AdminAuditLogRepository,
    private readonly proDecisions: ProDecisions,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async list(request: ListUsersRequest): Promise<UserListView> {
    const now = this.clock.now();
    const { users, total } = await this.adminUsers.page(request, now);
    return { users: users.map((user) => toAdminUserView(user, now)), total };
  }

  async get(userId: string): Promise<AdminUserView> {
    const user = await this.users.findById(userId);
    if (!user) throw AuthErrors.userNotFound();
    return toAdminUserView(user, this.clock.now());
  }

  /**
   * The account, registered like any other (user.registered.v1 goes out, so mail and affiliates
   * learn of it), and in the same transaction the admin's decision that it has Pro, which billing
   * grants from the outbox. Answers the account as it is now, before billing's grant reaches it.
   */
  async createPro(request: CreateProUserRequest): Promise<AdminUserView> {
    const admin = await this.actingAdmins.require(request.adminId);
    const created = await this.accounts
      .create(
        { email: request.email, password: request.password, firstName: request.firstName, lastName: request.lastName, requestedPro: false },
        async (manager, user) => {
          await this.audit.record(
            { adminId: admin.id, email: admin.email, action: 'pro-user-created', ip: request.ip ?? null, target: { kind: 'user', id: user.id } },
            manager,
          );
          await this.proDecisions.record(manager, request, user.id, true);
        },
      )
      .catch((error: unknown) => {
        if (error instanceof DomainError && error.code === ErrorCode.Conflict) throw AuthErrors.accountExists();
        throw error;
      });
    return this.get(created.id);
  }

  /**
   * Answers the user as it is now; the flag only ever goes from true to false here. Clearing a
   * flag that was set is audited; clearing one already clear changes nothing and is not.
   */
  async clearRequestedPro(request: ClearRequestedProRequest): Promise<AdminUserView> {
    await this.dataSource.transaction((manager) => this.clearRequested(manager, request));
    return this.get(request.userId);
  }

  /**
   * The Pro toggle (docs/product-rules.md#pro-by-an-admin): clears the Requested flag and records
   * the decision for billing in one transaction, so an unknown user changes nothing. Answers the
   * user with Pro as decided; auth's own projection follows once billing has carried it out.
   */
  async setPro(request: SetUserProRequest): Promise<AdminUserView> {
    await this.dataSource.transaction(async (manager) => {
      await this.clearRequested(manager, request);
      await this.proDecisions.record(manager, request, request.userId, request.isPro);
    });
    return { ...(await this.get(request.userId)), isPro: request.isPro };
  }

  private async clearRequested(manager: EntityManager, { userId, adminId, ip }: ClearRequestedProRequest): Promise<void> {
    const admin = await this.actingAdmins.require(adminId, manager);
    const was = await this.adminUsers.clearRequestedPro(manager, userId);
    if (was === null) throw AuthErrors.userNotFound();
    if (!was) return;
    await this.audit.record(
      {
        adminId: admin.id,
        email: admin.email,
        action: 'requested-pro-cleared',
        ip: ip ?? null,
        target: { kind: 'user', id: userId },
        changes: auditChanges({ requestedPro: true }, { requestedPro: false }),
      },
      manager,
    );
  }

  stats(): Promise<UserStatsView> {
    return this.adminUsers.counts(this.clock.now());
  }

  async activity(limit: number): Promise<ActivityItem[]> {
    return (await this.adminUsers.recentRegistrations(limit)).map(registrationActivity);
  }
}
