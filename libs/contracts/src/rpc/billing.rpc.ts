import {
  IsBoolean,
  IsEmail,
  IsIP,
  IsInt,
  IsOptional,
  IsString,
  IsUUID,
  Length,
  Matches,
  Max,
  MaxLength,
  Min,
  MinLength,
} from 'class-validator';
import { NEW_PASSWORD_MIN_LENGTH, PASSWORD_MAX_LENGTH } from '../passwords/new-password-rule';
import { AdminActor } from './admin-audit.rpc';
import { SeenFrom } from './affiliates.rpc';
import type { SessionGrant } from './auth.rpc';

/** What the payment dialog needs to collect a card (docs/product-rules.md#registration-trial-and-billing). */
export interface SetupIntentView {
  clientSecret: string;
  setupIntentId: string;
  /** The provider's setup intent status: requires_payment_method, succeeded, ... */
  status: string;
}

/** Which card form the web app shows: Stripe Elements with this key, or the built-in test form. */
export interface PaymentConfigView {
  provider: 'stripe' | 'test';
  publishableKey: string | null;
  priceCents: number;
  currency: string;
  trialDays: number;
}

/** Step 1 of registration: the e-mail is free, so a card can be collected (409 with canLogin if not). */
export class RegistrationSetupRequest {
  @IsEmail() @MaxLength(254) email!: string;
  /** The caller's address: a refusal says the e-mail has an account, so auth throttles it per address. */
  @IsOptional() @IsIP() ip?: string;
}

/** A signed-in customer without a subscription starts one. */
export class SubscriptionSetupRequest {
  @IsUUID() userId!: string;
  @IsEmail() @MaxLength(254) email!: string;
}

/**
 * Step 4 of registration: the card is saved, so the account is created, the trial starts and the
 * customer is signed in. `deviceId` and `ip` are where a referred registration came from.
 */
export class CompleteRegistrationRequest extends SeenFrom {
  @IsString() @Matches(/^seti_[A-Za-z0-9_]{4,100}$/) setupIntentId!: string;
  @IsEmail() @MaxLength(254) email!: string;
  @IsString() @MinLength(NEW_PASSWORD_MIN_LENGTH) @MaxLength(PASSWORD_MAX_LENGTH) password!: string;
  @IsOptional() @IsString() @MaxLength(100) firstName?: string;
  @IsOptional() @IsString() @MaxLength(100) lastName?: string;
  @IsOptional() @IsString() @MaxLength(64) referralCode?: string;
  @IsOptional() @IsBoolean() requestedPro?: boolean;
}

export interface CompleteRegistrationResponse {
  user: { id: string; email: string };
  /** The new customer's session, for the gateway's session cookie. */
  session: SessionGrant;
}

export class ConfirmSetupRequest {
  @IsUUID() userId!: string;
  @IsString() @Matches(/^seti_[A-Za-z0-9_]{4,100}$/) setupIntentId!: string;
}

/**
 * What starting Pro did, so the customer is told exactly that: a trial (nothing charged, the
 * first charge when it ends) or, for a customer whose trial was used, a charge today.
 */
export interface ConfirmSetupResponse {
  success: true;
  status: string;
  /** The trial's end when one started; null when Pro was paid for at once. */
  trialEnd: string | null;
  /** Charged today in integer cents: 0 with a trial, the monthly price without one. */
  chargedTodayCents: number;
  currency: string;
  /** When the card is charged next (the trial's end, or the end of the paid month); null if unknown. */
  nextChargeAt: string | null;
}

/** `GET /api/payment/offer`: asked before the payment dialog opens, so it says what will happen. */
export class SubscriptionOfferRequest {
  @IsUUID() userId!: string;
}

/**
 * What subscribing now means for this customer. One trial per customer: after a trial (or any
 * earlier subscription) Pro is charged at once.
 */
export interface SubscriptionOfferView {
  trialAvailable: boolean;
  /** The trial's length when available, 0 otherwise. */
  trialDays: number;
  /** The monthly price, in integer cents. */
  priceCents: number;
  currency: string;
  /** Charged when subscribing: 0 with a trial, the monthly price without one. */
  chargedTodayCents: number;
}

export class CancelSubscriptionRequest {
  @IsUUID() userId!: string;
}

export interface CancelSubscriptionResponse {
  cancelled: true;
  /** Pro lasts until then (end of trial or of the paid period). */
  accessUntil: string | null;
}

/** A provider webhook as it arrived: the exact bytes (signatures cover them) and the signature header. */
export class WebhookDeliveryRequest {
  @IsString() @MaxLength(1_000_000) payload!: string;
  @IsString() @MaxLength(2000) signature!: string;
}

export interface WebhookDeliveryResponse {
  received: true;
  /** The event id was seen before: nothing changed. */
  duplicate: boolean;
}

/** `billing.webhook.setup.v1`: the admin setting the Stripe webhook up (recorded in the audit log). */
export class SetupWebhookRequest extends AdminActor {}

/** The payment webhook's state on the admin settings page (docs/product-rules.md#e-mail-settings). */
export interface WebhookStatusView {
  webhookConfigured: boolean;
  webhookUrl: string;
  message: string;
  alreadyExists: boolean;
}

/**
 * The built-in test provider's stand-in for Stripe.js `confirmCardSetup`: the card goes to billing
 * only in local mode, where no real card is ever accepted (only the provider's test numbers).
 */
export class TestCardConfirmRequest {
  @IsString() @Matches(/^seti_[A-Za-z0-9_]{4,100}_secret_[A-Za-z0-9]{8,100}$/) clientSecret!: string;
  @IsString() @Matches(/^[0-9 ]{12,23}$/) cardNumber!: string;
  @IsInt() @Min(1) @Max(12) expMonth!: number;
  @IsInt() @Min(2000) @Max(2200) expYear!: number;
  @IsString() @Length(3, 4) cvc!: string;
}

export interface TestCardConfirmResponse {
  setupIntentId: string;
  status: 'succeeded';
}
