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
  type ReferredSignupRequest,
  Rpc,
} from '@reelmix/contracts';
import { OnRequest } from '@reelmix/messaging';
import { EnrolmentService } from './enrolment/enrolment.service';
import { PayoutsService } from './payouts/payouts.service';
import { AffiliateReportsService } from './reporting/affiliate-reports.service';
import { ProgrammeUsersService } from './users/programme-users.service';

/**
 * The programme's calls: enrolment and stats for the customer (the gateway passes the signed-in
 * user, with the browser and address they came from), where a referred customer signed up from,
 * the payout run and the list for the admin area (the gateway checks the admin session).
 */
@Controller()
export class AffiliatesController {
  constructor(
    private readonly enrolment: EnrolmentService,
    private readonly reports: AffiliateReportsService,
    private readonly payouts: PayoutsService,
    private readonly users: ProgrammeUsersService,
  ) {}

  @OnRequest(Rpc.EnrolAffiliate)
  async enrol(request: EnrolAffiliateRequest): Promise<EnrolAffiliateResponse> {
    const answer = await this.enrolment.enrol(request.userId, request.email);
    await this.users.seen(request.userId, request);
    return answer;
  }

  @OnRequest(Rpc.AffiliateStats)
  async stats(request: AffiliateStatsRequest): Promise<AffiliateStatsView> {
    const view = await this.reports.stats(request.userId);
    await this.users.seen(request.userId, request);
    return view;
  }

  @OnRequest(Rpc.ReferredSignup)
  async referredSignup(request: ReferredSignupRequest): Promise<{ recorded: true }> {
    await this.users.seen(request.userId, request);
    return { recorded: true };
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
