import { Controller, Get, Inject, Req, UseGuards } from '@nestjs/common';
import { type AffiliateStatsView, type CurrentUser, type EnrolAffiliateResponse, Rpc, type SeenFrom } from '@reelmix/contracts';
import { RpcClient } from '@reelmix/messaging';
import { APP_CONFIG } from '@reelmix/service-host';
import type { Request } from 'express';
import { CurrentCustomer, SessionGuard, StateChangingGet } from '../auth';
import { clientAddress } from '../auth/client-address';
import { GatewayConfig } from '../gateway.config';
import { DeviceCookie } from './device-cookie';

/** The affiliate calls (docs/api.md). The affiliates service decides who may see what. */
@Controller('api/affiliate')
@UseGuards(SessionGuard)
export class AffiliateController {
  private readonly devices: DeviceCookie;

  constructor(
    private readonly rpc: RpcClient,
    @Inject(APP_CONFIG) private readonly config: GatewayConfig,
  ) {
    this.devices = new DeviceCookie(config.PUBLIC_URL);
  }

  /**
   * Enrols any signed-in customer; an affiliate gets `already_enrolled` and the same links. A GET
   * by the spec that changes state, so only the app's own pages may call it.
   */
  @Get('signup-url')
  @StateChangingGet()
  enrol(@CurrentCustomer() user: CurrentUser, @Req() request: Request): Promise<EnrolAffiliateResponse> {
    return this.rpc.request('affiliates', Rpc.EnrolAffiliate, { userId: user.id, email: user.email, ...this.seenFrom(request) });
  }

  /** Affiliates only: anyone else gets 403. */
  @Get('stats')
  stats(@CurrentCustomer() user: CurrentUser, @Req() request: Request): Promise<AffiliateStatsView> {
    return this.rpc.request('affiliates', Rpc.AffiliateStats, { userId: user.id, ...this.seenFrom(request) });
  }

  /**
   * The affiliate's browser (the device cookie its pages were given) and address: the programme
   * compares them with those of the sign-ups they refer.
   */
  private seenFrom(request: Request): SeenFrom {
    const deviceId = this.devices.read(request);
    const ip = clientAddress(request, this.config.TRUST_PROXY_HOPS);
    return { ...(deviceId ? { deviceId } : {}), ...(ip ? { ip } : {}) };
  }
}
