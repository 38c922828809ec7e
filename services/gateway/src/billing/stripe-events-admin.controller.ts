import { Controller, Get, HttpCode, Post, UseGuards } from '@nestjs/common';
import { type AdminActor, Rpc, type WebhookStatusView } from '@reelmix/contracts';
import { RpcClient } from '@reelmix/messaging';
import { ActingAdmin, AdminSessionGuard, AuditedAs } from '../admin-auth';

/** The payment webhook card (docs/product-rules.md#e-mail-settings) on the settings screen: Stripe's events endpoint, set up and checked. */
@Controller('api')
@UseGuards(AdminSessionGuard)
export class StripeEventsAdminController {
  constructor(private readonly rpc: RpcClient) {}

  @Get('webhook-status')
  status(): Promise<WebhookStatusView> {
    return this.rpc.request('billing', Rpc.WebhookStatus, {});
  }

  @Post('setup-webhook')
  @HttpCode(200)
  @AuditedAs('stripe-webhook-set-up')
  setup(@ActingAdmin() actor: AdminActor): Promise<WebhookStatusView> {
    return this.rpc.request('billing', Rpc.SetupWebhook, { ...actor });
  }
}
