import { Controller } from '@nestjs/common';
import { Events, type InvoicePaidV1, type InvoiceRefundedV1 } from '@reelmix/contracts';
import { type EventContext, type HandlerOutcome, OnEvent } from '@reelmix/messaging';
import { CommissionLedgerService } from './commission-ledger.service';

/**
 * Billing's payments and refunds. The inbox makes a redelivered message a no-op; the invoice id
 * makes the same invoice reported again under a new message id one too.
 */
@Controller()
export class InvoicesConsumer {
  constructor(private readonly ledger: CommissionLedgerService) {}

  @OnEvent(Events.InvoicePaid)
  onInvoicePaid(event: InvoicePaidV1, context: EventContext): Promise<HandlerOutcome> {
    return this.ledger.recordPayment(context.manager, event);
  }

  @OnEvent(Events.InvoiceRefunded)
  onInvoiceRefunded(event: InvoiceRefundedV1, context: EventContext): Promise<HandlerOutcome> {
    return this.ledger.recordRefund(context.manager, event);
  }
}
