import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { type DeleteUserRequest, Events } from '@reelmix/contracts';
import { OutboxWriter } from '@reelmix/messaging';
import { CLOCK, type Clock } from '@reelmix/service-host';
import { DataSource } from 'typeorm';
import { ActingAdmins } from '../admins/acting-admins';
import { AdminAuditLogRepository } from '../admins/admin-audit-log.repository';
import { AdminUsersRepository } from './admin-users.repository';
import { AuthErrors } from '../auth-errors';

/**
 * An admin deletes a customer. Auth's part (the account, its sessions, reset tokens and API
 * keys), the audit entry and user.deleted.v1 are one transaction: the event goes out exactly when
 * the account is gone, and the other services erase their part when it arrives (billing ends the
 * subscription, jobs and uploads the media, mail and affiliates the address).
 */
@Injectable()
export class UserDeletionService {
  private readonly logger = new Logger(UserDeletionService.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly adminUsers: AdminUsersRepository,
    private readonly actingAdmins: ActingAdmins,
    private readonly audit: AdminAuditLogRepository,
    private readonly outbox: OutboxWriter,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async delete(request: DeleteUserRequest): Promise<{ deleted: true }> {
    await this.dataSource.transaction(async (manager) => {
      const admin = await this.actingAdmins.require(request.adminId, manager);
      if (!(await this.adminUsers.delete(manager, request.userId))) throw AuthErrors.userNotFound();
      await this.outbox.add(manager, Events.UserDeleted, { userId: request.userId, deletedAt: this.clock.now().toISOString() });
      await this.audit.record(
        { adminId: admin.id, email: admin.email, action: 'user-deleted', ip: request.ip ?? null, target: { kind: 'user', id: request.userId } },
        manager,
      );
    });
    this.logger.log(`Admin ${request.adminId} deleted user ${request.userId}`);
    return { deleted: true };
  }
}
