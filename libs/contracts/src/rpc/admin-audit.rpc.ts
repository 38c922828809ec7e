import { IsIn, IsInt, IsIP, IsOptional, IsUUID, Max, Min } from 'class-validator';
import { ADMIN_AUDIT_ACTIONS, ADMIN_AUDIT_PAGE_MAX, type AdminAuditAction } from '../http/admin-audit.dto';

/**
 * Who asks for an admin write, as the gateway knows it from the admin session: every admin write
 * request extends this, and the service doing the write records it in the audit log with the change.
 */
export class AdminActor {
  @IsUUID() adminId!: string;
  /** The client address the gateway saw; absent when it could not read one. */
  @IsOptional() @IsIP() ip?: string;
}

/** `GET /api/admin/audit-log?page&limit&adminId&action`: newest first. */
export class ListAdminAuditRequest {
  @IsInt() @Min(1) page!: number;
  @IsInt() @Min(1) @Max(ADMIN_AUDIT_PAGE_MAX) limit!: number;
  @IsOptional() @IsUUID() adminId?: string;
  @IsOptional() @IsIn(ADMIN_AUDIT_ACTIONS) action?: AdminAuditAction;
}
