import { Controller } from '@nestjs/common';
import {
  type AffiliateAdminView,
  type AffiliateStatsRequest,
  type AffiliateStatsView,
  type EmptyRequest,
  type EnrolAffiliateRequest,
  type EnrolAffiliateResponse,
  type PayoutRunRequest,
  type PayoutRunResult,
  Rpc,
} from '@reelmix/contracts';
import { OnRequest } from '@reelmix/messaging';
import { EnrolmentService } from './enrolment/enrolment.service';
import { PayoutsService } from './payouts/payouts.service';
import { AffiliateReportsService } from './reporting/affiliate-reports.service';

/**
 * The programme's calls: enrolment and stats for the customer (the gateway passes the signed-in
 * user), the payout run and the list for the admin area (the gateway checks the admin session).
 */
@Controller()
export class AffiliatesController {
  constructor(
    private readonly enrolment: EnrolmentService,
    private readonly reports: AffiliateReportsService,
    private readonly payouts: PayoutsService,
  ) {}

  @OnRequest(Rpc.EnrolAffiliate)
  enrol(request: EnrolAffiliateRequest): Promise<EnrolAffiliateResponse> {
    return this.enrolment.enrol(request.userId, request.email);
  }

  @OnRequest(Rpc.AffiliateStats)
  stats(request: AffiliateStatsRequest): Promise<AffiliateStatsView> {
    return this.reports.stats(request.userId);
  }

  @OnRequest(Rpc.RunPayouts)
  runPayouts(request: PayoutRunRequest): Promise<PayoutRunResult> {
    return this.payouts.run(request);
  }

  @OnRequest(Rpc.ListAffiliates)
  list(_request: EmptyRequest): Promise<AffiliateAdminView[]> {
    return this.reports.list();
  }
}
