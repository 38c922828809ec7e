import { Controller, Get, UseGuards } from '@nestjs/common';
import { type AffiliateStatsView, type CurrentUser, type EnrolAffiliateResponse, Rpc } from '@reelmix/contracts';
import { RpcClient } from '@reelmix/messaging';
import { CurrentCustomer, SessionGuard, StateChangingGet } from '../auth';

/** Customer-spec §7: the affiliate calls. The affiliates service decides who may see what. */
@Controller('api/affiliate')
@UseGuards(SessionGuard)
export class AffiliateController {
  constructor(private readonly rpc: RpcClient) {}

  /**
   * Enrols any signed-in customer; an affiliate gets `already_enrolled` and the same links. A GET
   * by the spec that changes state, so only the app's own pages may call it.
   */
  @Get('signup-url')
  @StateChangingGet()
  enrol(@CurrentCustomer() user: CurrentUser): Promise<EnrolAffiliateResponse> {
    return this.rpc.request('affiliates', Rpc.EnrolAffiliate, { userId: user.id, email: user.email });
  }

  /** Affiliates only: anyone else gets 403. */
  @Get('stats')
  stats(@CurrentCustomer() user: CurrentUser): Promise<AffiliateStatsView> {
    return this.rpc.request('affiliates', Rpc.AffiliateStats, { userId: user.id });
  }
}
