import { Controller } from '@nestjs/common';
import { type AdminAuditPageView, type ListAdminAuditRequest, Rpc } from '@reelmix/contracts';
import { OnRequest } from '@reelmix/messaging';
import { AdminAuditService } from './admin-audit.service';

/** The admin app's audit log page, asked by the gateway behind the admin session check. */
@Controller()
export class AdminAuditController {
  constructor(private readonly audit: AdminAuditService) {}

  @OnRequest(Rpc.ListAdminAudit)
  list(request: ListAdminAuditRequest): Promise<AdminAuditPageView> {
    return this.audit.list(request);
  }
}
