import { Controller } from '@nestjs/common';
import {
  type ActivityItem,
  type AdminCancelProRequest,
  type BillingDashboardView,
  type EmptyRequest,
  type ProCancellationView,
  type RecentActivityRequest,
  type RevenueStatsView,
  Rpc,
  type SetComplimentaryProRequest,
} from '@reelmix/contracts';
import { OnRequest } from '@reelmix/messaging';
import { AdminCancellationService } from './admin-cancellation.service';
import { BillingFiguresService } from './billing-figures.service';
import { ComplimentaryProService } from './complimentary-pro.service';

/** Billing's part of the admin area, as the gateway forwards it (docs/product-rules.md#the-admin-area). */
@Controller()
export class BillingAdminController {
  constructor(
    private readonly complimentary: ComplimentaryProService,
    private readonly cancellations: AdminCancellationService,
    private readonly figures: BillingFiguresService,
  ) {}

  @OnRequest(Rpc.SetComplimentaryPro)
  setComplimentaryPro(request: SetComplimentaryProRequest): Promise<{ isPro: boolean }> {
    return this.complimentary.set(request);
  }

  @OnRequest(Rpc.AdminCancelPro)
  cancelPro(request: AdminCancelProRequest): Promise<ProCancellationView> {
    return this.cancellations.cancel(request);
  }

  @OnRequest(Rpc.RevenueStats)
  revenue(_request: EmptyRequest): Promise<RevenueStatsView> {
    return this.figures.revenue();
  }

  @OnRequest(Rpc.BillingActivity)
  activity(request: RecentActivityRequest): Promise<ActivityItem[]> {
    return this.figures.activity(request.limit);
  }

  @OnRequest(Rpc.BillingDashboard)
  dashboard(request: RecentActivityRequest): Promise<BillingDashboardView> {
    return this.figures.dashboard(request.limit);
  }
}
