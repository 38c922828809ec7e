import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { AdminAuditEntry } from './admin-audit-entry.entity';

export type AdminAuditRecord = Pick<AdminAuditEntry, 'adminId' | 'email' | 'action' | 'ip'> & { subjectId?: string | null };

/** The `auth.admin_audit_log` table: written, never updated or swept. */
@Injectable()
export class AdminAuditLogRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Pass `manager` to write the entry in the caller's transaction. */
  async record(entry: AdminAuditRecord, manager: EntityManager = this.dataSource.manager): Promise<void> {
    await manager.insert(AdminAuditEntry, entry);
  }
}
