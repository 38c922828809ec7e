import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { AdminAuditAction, AuditChanges, AuditTarget, ListAdminAuditRequest } from '@reelmix/contracts';
import { DataSource, EntityManager } from 'typeorm';
import { AdminAuditEntry } from './admin-audit-entry.entity';

/** One entry as the services write it. */
export interface AdminAuditRecord {
  adminId: string | null;
  email: string;
  action: AdminAuditAction;
  ip: string | null;
  target?: AuditTarget | null;
  changes?: AuditChanges;
  /** When the action was done; the time of the insert when left out. */
  at?: Date;
}

/** The `auth.admin_audit_log` table: written, never updated or swept. */
@Injectable()
export class AdminAuditLogRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Pass `manager` to write the entry in the caller's transaction. */
  async record(entry: AdminAuditRecord, manager: EntityManager = this.dataSource.manager): Promise<void> {
    await manager.insert(AdminAuditEntry, {
      adminId: entry.adminId,
      email: entry.email,
      action: entry.action,
      ip: entry.ip,
      targetKind: entry.target?.kind ?? null,
      targetId: entry.target?.id ?? null,
      changes: entry.changes ?? {},
      ...(entry.at ? { createdAt: entry.at } : {}),
    });
  }

  /** Newest first; the id breaks ties, so pages neither repeat nor skip an entry. */
  async page({ page, limit, adminId, action }: ListAdminAuditRequest): Promise<{ entries: AdminAuditEntry[]; total: number }> {
    const [entries, total] = await this.dataSource.getRepository(AdminAuditEntry).findAndCount({
      where: { ...(adminId ? { adminId } : {}), ...(action ? { action } : {}) },
      order: { createdAt: 'DESC', id: 'DESC' },
      skip: (page - 1) * limit,
      take: limit,
    });
    return { entries, total };
  }
}
