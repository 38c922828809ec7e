import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { CLOCK, type Clock } from '@reelmix/service-host';
import { DataSource } from 'typeorm';
import { approvalCutoff } from '../programme/programme-terms';
import { CommissionsRepository } from './commissions.repository';

/** pending → approved once the payment is past the 30-day refund window. */
@Injectable()
export class ApprovalService {
  private readonly logger = new Logger(ApprovalService.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly commissions: CommissionsRepository,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /**
   * One statement, so it needs no ledger lock: a refund voiding the same row waits on the row
   * lock, and the status condition is checked again after the wait. Returns how many were approved.
   */
  async approveDue(): Promise<number> {
    const now = this.clock.now();
    const approved = await this.commissions.approveDue(this.dataSource.manager, approvalCutoff(now), now);
    if (approved > 0) this.logger.log(`Approved ${approved} commission(s) past the refund window`);
    return approved;
  }
}
