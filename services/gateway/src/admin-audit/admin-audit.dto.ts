import { ADMIN_AUDIT_ACTIONS, ADMIN_AUDIT_PAGE_MAX, type AdminAuditAction } from '@reelmix/contracts';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsUUID, Max, Min } from 'class-validator';

/** `GET /api/admin/audit-log?page&limit&adminId&action`. */
export class ListAuditLogQuery {
  @IsOptional() @Min(1) @IsInt() @Type(() => Number) page?: number;
  @IsOptional() @Max(ADMIN_AUDIT_PAGE_MAX) @Min(1) @IsInt() @Type(() => Number) limit?: number;
  @IsOptional() @IsUUID() adminId?: string;
  @IsOptional() @IsIn(ADMIN_AUDIT_ACTIONS, { message: 'Unknown action' }) action?: AdminAuditAction;
}
