import { Controller, Get, HttpCode, Post, UseGuards } from '@nestjs/common';
import { type AdminActor, type AffiliateAdminView, type PayoutRunResult, Rpc } from '@reelmix/contracts';
import { RpcClient } from '@reelmix/messaging';
import { ActingAdmin, AdminSessionGuard, AuditedAs } from '../admin-auth';

const PAYOUT_RUN_TIMEOUT_MS = 120_000;

/** The affiliate programme in the admin area: affiliates, balances, payouts, and the monthly run. */
@Controller('api/admin/affiliates')
@UseGuards(AdminSessionGuard)
export class AffiliateAdminController {
  constructor(private readonly rpc: RpcClient) {}

  @Get()
  list(): Promise<AffiliateAdminView[]> {
    return this.rpc.request('affiliates', Rpc.ListAffiliates, {});
  }

  /** Pays every approved balance of at least $50; the answer carries the PayPal payouts CSV. */
  @Post('payouts')
  @HttpCode(200)
  @AuditedAs('payouts-run', 'payout-created')
  runPayouts(@ActingAdmin() actor: AdminActor): Promise<PayoutRunResult> {
    // A run pays every affiliate in turn: allow it far longer than an ordinary call.
    return this.rpc.request('affiliates', Rpc.RunPayouts, { ...actor }, { timeoutMs: PAYOUT_RUN_TIMEOUT_MS });
  }
}
