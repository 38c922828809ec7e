import { Controller } from '@nestjs/common';
import { type AdminActionRecordedV1, Events } from '@reelmix/contracts';
import { type EventContext, type HandlerOutcome, OnEvent } from '@reelmix/messaging';
import { AdminAuditService } from './admin-audit.service';

/**
 * Admin writes done by billing, mail and affiliates, each announced from that service's outbox in
 * the transaction of the write. The inbox makes a redelivered announcement one entry, not two.
 */
@Controller()
export class AdminActionsConsumer {
  constructor(private readonly audit: AdminAuditService) {}

  @OnEvent(Events.AdminActionRecorded)
  async onAdminActionRecorded(event: AdminActionRecordedV1, context: EventContext): Promise<HandlerOutcome> {
    await this.audit.recordFromService(context.manager, event);
    return 'done';
  }
}
