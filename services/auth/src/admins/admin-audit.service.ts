import { Injectable, Logger } from '@nestjs/common';
import type { AdminActionRecordedV1, AdminAuditEntryView, AdminAuditPageView, ListAdminAuditRequest } from '@reelmix/contracts';
import { EntityManager } from 'typeorm';
import type { AdminAuditEntry } from './admin-audit-entry.entity';
import { AdminAuditLogRepository } from './admin-audit-log.repository';
import { AdminsRepository } from './admins.repository';

/**
 * The admin audit log as a whole: the entries other services send for the writes they do
 * (`admin.action-recorded.v1`), and the admin app's listing. Auth's own writes record theirs
 * directly, in their own transaction.
 */
@Injectable()
export class AdminAuditService {
  private readonly logger = new Logger(AdminAuditService.name);

  constructor(
    private readonly log: AdminAuditLogRepository,
    private readonly admins: AdminsRepository,
  ) {}

  /**
   * Records another service's entry in the consumer's transaction. The admin's e-mail is looked up
   * here, auth being its owner; an admin removed since is kept as the id alone in `email`, so the
   * entry still says who it was.
   */
  async recordFromService(manager: EntityManager, event: AdminActionRecordedV1): Promise<void> {
    const admin = await this.admins.findById(event.adminId, manager);
    if (!admin) this.logger.warn(`Audit entry ${event.action} names admin ${event.adminId}, who no longer exists`);
    await this.log.record(
      {
        adminId: admin ? admin.id : null,
        email: admin ? admin.email : `removed admin ${event.adminId}`,
        action: event.action,
        ip: event.ip ?? null,
        target: event.target ?? null,
        changes: event.changes,
        at: new Date(event.occurredAt),
      },
      manager,
    );
  }

  async list(request: ListAdminAuditRequest): Promise<AdminAuditPageView> {
    const [{ entries, total }, admins] = await Promise.all([this.log.page(request), this.admins.all()]);
    return { entries: entries.map(toView), total, admins: admins.map(({ id, email }) => ({ id, email })) };
  }
}

function toView(entry: AdminAuditEntry): AdminAuditEntryView {
  return {
    id: entry.id,
    at: entry.createdAt.toISOString(),
    adminId: entry.adminId,
    adminEmail: entry.email,
    action: entry.action,
    target: entry.targetKind && entry.targetId ? { kind: entry.targetKind, id: entry.targetId } : null,
    changes: entry.changes,
    ip: entry.ip,
  };
}
