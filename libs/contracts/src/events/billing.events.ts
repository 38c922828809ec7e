import { IsInt, IsIP, IsISO8601, IsOptional, IsString, IsUUID, Length, Matches, MaxLength, Min } from 'class-validator';
import { DEVICE_ID_PATTERN } from '../http/device-id';

/** A 7-day Pro trial began: the customer is told when it ends and that they can cancel. */
export class TrialStartedV1 {
  @IsUUID() userId!: string;
  @IsString() subscriptionId!: string;
  @IsISO8601() trialEnd!: string;
}

/** The trial ends in two days and the card will be charged then, unless cancelled. */
export class TrialEndingV1 {
  @IsUUID() userId!: string;
  @IsString() subscriptionId!: string;
  @IsISO8601() trialEnd!: string;
}

/** The customer (or an admin) cancelled; Pro stays until `accessUntil` (null: it ended at once). */
export class SubscriptionCancelledV1 {
  @IsUUID() userId!: string;
  @IsString() subscriptionId!: string;
  @IsOptional() @IsISO8601() accessUntil?: string | null;
  @IsISO8601() cancelledAt!: string;
}

/** A payment was taken for a subscription (not the free trial). Amounts are integer cents. */
export class InvoicePaidV1 {
  @IsString() invoiceId!: string;
  @IsUUID() userId!: string;
  @IsString() subscriptionId!: string;
  @IsInt() @Min(0) amountPaidCents!: number;
  @IsString() @Length(3, 3) currency!: string;
  @IsISO8601() paidAt!: string;
  /** The card that paid: the same card on the referrer's account makes a referral a self-referral. */
  @IsOptional() @IsString() cardFingerprint?: string | null;
  /** For the receipt: the card's brand and last four digits, when the provider told billing. */
  @IsOptional() @IsString() @MaxLength(40) cardBrand?: string | null;
  @IsOptional() @IsString() @Matches(/^[0-9]{4}$/) cardLast4?: string | null;
  /** For the receipt: when the subscription charges next; null when it will not renew. */
  @IsOptional() @IsISO8601() nextChargeAt?: string | null;
}

/**
 * Money of a paid invoice went back to the customer. `amountRefundedCents` is the running total
 * refunded for that invoice so far (not this refund alone), so a repeat or a late copy is harmless.
 */
export class InvoiceRefundedV1 {
  @IsString() invoiceId!: string;
  @IsUUID() userId!: string;
  @IsInt() @Min(0) amountRefundedCents!: number;
  @IsISO8601() refundedAt!: string;
}

/** A card was saved to a customer's account (at registration or when starting Pro). */
export class PaymentMethodSavedV1 {
  @IsUUID() userId!: string;
  @IsString() cardFingerprint!: string;
  @IsISO8601() savedAt!: string;
}

/**
 * A registration completed with a referral code (typed, or remembered from a referral link), and
 * the browser's device cookie and client address it came from: the affiliate programme keeps them
 * to tell an affiliate referring themselves. Billing, which completes registrations, writes it in
 * the transaction that ties the new account to its card setup.
 */
export class ReferredRegistrationV1 {
  @IsUUID() userId!: string;
  @IsOptional() @Matches(DEVICE_ID_PATTERN) deviceId?: string;
  @IsOptional() @IsIP() ip?: string;
  @IsISO8601() registeredAt!: string;
}
