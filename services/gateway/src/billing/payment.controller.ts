import { Body, Controller, Get, HttpCode, Inject, Post, Req, Res, UseGuards } from '@nestjs/common';
import {
  type ConfirmSetupResponse,
  type CurrentUser,
  type PaymentConfigView,
  Rpc,
  type SetupIntentView,
  type SubscriptionOfferView,
  type TestCardConfirmResponse,
} from '@reelmix/contracts';
import { RpcClient } from '@reelmix/messaging';
import { APP_CONFIG } from '@reelmix/service-host';
import type { Request, Response } from 'express';
import { CurrentCustomer, SessionCookie, SessionGuard, validateBody } from '../auth';
import { DeviceCookie } from '../affiliate/device-cookie';
import { referralFrom } from '../affiliate/referral-cookie';
import { clientAddress } from '../auth/client-address';
import { GatewayConfig } from '../gateway.config';
import { CompleteRegistrationBody, ConfirmSetupBody, RegistrationSetupBody, TestCardBody } from './payment.dto';

/** The payment calls (docs/product-rules.md#registration-trial-and-billing, docs/api.md). Billing does the work; the gateway checks who asks. */
@Controller('api/payment')
export class PaymentController {
  private readonly devices: DeviceCookie;

  constructor(
    private readonly rpc: RpcClient,
    private readonly cookie: SessionCookie,
    @Inject(APP_CONFIG) private readonly config: GatewayConfig,
  ) {
    this.devices = new DeviceCookie(config.PUBLIC_URL);
  }

  /** Which card form to show: Stripe Elements with this key, or the built-in test provider's own. */
  @Get('config')
  paymentConfig(): Promise<PaymentConfigView> {
    return this.rpc.request('billing', Rpc.PaymentConfig, {});
  }

  @Post('create-setup-for-registration')
  @HttpCode(200)
  async setupForRegistration(@Body() body: unknown, @Req() request: Request): Promise<SetupIntentView> {
    const { email } = await validateBody(RegistrationSetupBody, body);
    const ip = clientAddress(request, this.config.TRUST_PROXY_HOPS);
    return this.rpc.request('billing', Rpc.SetupRegistration, { email, ...(ip ? { ip } : {}) });
  }

  @Post('create-subscription')
  @HttpCode(200)
  @UseGuards(SessionGuard)
  createSubscription(@CurrentCustomer() user: CurrentUser): Promise<SetupIntentView> {
    return this.rpc.request('billing', Rpc.SetupSubscription, { userId: user.id, email: user.email });
  }

  /**
   * Creates the account once the card is saved, starts the trial, and signs the new user in: all
   * billing's, which also tells the affiliate programme where a referred sign-up came from.
   */
  @Post('complete-registration')
  @HttpCode(200)
  async completeRegistration(
    @Body() body: unknown,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<{ success: true; user: { id: string; email: string } }> {
    const { setupIntentId, userData, requestedPro } = await validateBody(CompleteRegistrationBody, body);
    const referralCode = userData.referralCode?.trim() || referralFrom(request, this.config.PUBLIC_URL);
    const ip = clientAddress(request, this.config.TRUST_PROXY_HOPS);
    const deviceId = this.devices.read(request);
    const { user, session } = await this.rpc.request('billing', Rpc.CompleteRegistration, {
      setupIntentId,
      email: userData.email,
      password: userData.password,
      ...(userData.firstName ? { firstName: userData.firstName } : {}),
      ...(userData.lastName ? { lastName: userData.lastName } : {}),
      // The code typed into the form wins over the one remembered from a referral link.
      ...(referralCode ? { referralCode } : {}),
      requestedPro: requestedPro ?? false,
      ...(ip ? { ip } : {}),
      ...(deviceId ? { deviceId } : {}),
    });
    this.cookie.write(response, session.sessionToken, new Date(session.expiresAt));
    response.setHeader('Cache-Control', 'no-store');
    return { success: true, user };
  }

  /** Whether subscribing now starts a trial or charges at once: the dialog says which before the card is typed. */
  @Get('offer')
  @UseGuards(SessionGuard)
  offer(@CurrentCustomer() user: CurrentUser): Promise<SubscriptionOfferView> {
    return this.rpc.request('billing', Rpc.SubscriptionOffer, { userId: user.id });
  }

  @Post('confirm-setup')
  @HttpCode(200)
  @UseGuards(SessionGuard)
  async confirmSetup(@Body() body: unknown, @CurrentCustomer() user: CurrentUser): Promise<ConfirmSetupResponse> {
    const { setupIntentId } = await validateBody(ConfirmSetupBody, body);
    return this.rpc.request('billing', Rpc.ConfirmSetup, { userId: user.id, setupIntentId });
  }

  /**
   * Cancels at period end and answers the user as they are now (still Pro until then): as auth
   * confirmed them for this call, since auth hears of the cancel from billing's event only later.
   */
  @Post('cancel')
  @HttpCode(200)
  @UseGuards(SessionGuard)
  async cancel(@CurrentCustomer() user: CurrentUser): Promise<CurrentUser & { accessUntil: string | null }> {
    const { accessUntil } = await this.rpc.request('billing', Rpc.CancelSubscription, { userId: user.id });
    return { ...user, accessUntil };
  }

  /** The built-in test provider's stand-in for Stripe.js: answers 404 when Stripe is configured. */
  @Post('test-card/confirm')
  @HttpCode(200)
  async confirmTestCard(@Body() body: unknown): Promise<TestCardConfirmResponse> {
    const card = await validateBody(TestCardBody, body);
    return this.rpc.request('billing', Rpc.ConfirmTestCard, {
      clientSecret: card.clientSecret,
      cardNumber: card.cardNumber,
      expMonth: card.expMonth,
      expYear: card.expYear,
      cvc: card.cvc,
    });
  }
}
