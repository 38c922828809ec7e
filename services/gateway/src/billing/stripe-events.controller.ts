import { Controller, HttpCode, Post, type RawBodyRequest, Req } from '@nestjs/common';
import { Rpc, type WebhookDeliveryResponse } from '@reelmix/contracts';
import { RpcClient } from '@reelmix/messaging';
import type { Request } from 'express';
import { GatewayErrors } from '../gateway-errors';

/** Not to be renamed: Stripe calls the URL it was given when the webhook was set up (`POST /api/setup-webhook`). */
export const STRIPE_EVENTS_PATH = 'api/webhooks/stripe';

/**
 * Stripe's events, sent to the webhook Stripe calls. No cookie and no CSRF check: the signature
 * over the exact bytes received is the proof, and billing verifies it. Parsed JSON is never
 * forwarded, since re-serialising could change the bytes the signature covers.
 */
@Controller()
export class StripeEventsController {
  constructor(private readonly rpc: RpcClient) {}

  @Post(STRIPE_EVENTS_PATH)
  @HttpCode(200)
  receive(@Req() request: RawBodyRequest<Request>): Promise<WebhookDeliveryResponse> {
    const signature = request.headers['stripe-signature'];
    if (typeof signature !== 'string' || !request.rawBody) {
      throw GatewayErrors.missingStripeSignature();
    }
    return this.rpc.request('billing', Rpc.ReceiveWebhook, { payload: request.rawBody.toString('utf8'), signature });
  }
}
