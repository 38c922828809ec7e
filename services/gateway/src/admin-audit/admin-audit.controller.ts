import { Controller, Get, Header, Query, UseGuards } from '@nestjs/common';
import { type AdminAuditPageView, Rpc } from '@reelmix/contracts';
import { RpcClient } from '@reelmix/messaging';
import { AdminSessionGuard } from '../admin-auth';
import { validateBody } from '../auth';
import { ListAuditLogQuery } from './admin-audit.dto';

/** The page size when the app does not ask for one. */
const DEFAULT_LIMIT = 20;

/** The admin audit log, newest first: who did what to which account or setting, and what changed. */
@Controller()
@UseGuards(AdminSessionGuard)
export class AdminAuditController {
  constructor(private readonly rpc: RpcClient) {}

  @Get('api/admin/audit-log')
  @Header('Cache-Control', 'no-store')
  async list(@Query() query: unknown): Promise<AdminAuditPageView> {
    const { page, limit, adminId, action } = await validateBody(ListAuditLogQuery, query);
    return this.rpc.request('auth', Rpc.ListAdminAudit, {
      page: page ?? 1,
      limit: limit ?? DEFAULT_LIMIT,
      ...(adminId ? { adminId } : {}),
      ...(action ? { action } : {}),
    });
  }
}
