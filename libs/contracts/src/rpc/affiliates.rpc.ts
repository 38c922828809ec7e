import { IsEmail, IsIP, IsOptional, IsUUID, Matches, MaxLength } from 'class-validator';
import { DEVICE_ID_PATTERN } from '../http/device-id';

/**
 * Where a programme call came from: the browser's device cookie and the client address. The
 * programme keeps them to tell an affiliate referring themselves (docs/security.md).
 */
export class SeenFrom {
  @IsOptional() @Matches(DEVICE_ID_PATTERN) deviceId?: string;
  @IsOptional() @IsIP() ip?: string;
}

/** `GET /api/affiliate/signup-url`: enrols the caller, or says they already are. */
export class EnrolAffiliateRequest extends SeenFrom {
  @IsUUID() userId!: string;
  @IsEmail() @MaxLength(254) email!: string;
}

/** The answer to enrolling (docs/product-rules.md#affiliates). */
export interface EnrolAffiliateResponse {
  status: 'enrolled' | 'already_enrolled';
  data: { message: string; signupUrl: string; referralLink: string; affiliateCode: string };
}

export class AffiliateStatsRequest extends SeenFrom {
  @IsUUID() userId!: string;
}

/** A customer who registered with a referral code (typed or remembered), and where from. */
export class ReferredSignupRequest extends SeenFrom {
  @IsUUID() userId!: string;
}

/** An affiliate's figures (docs/product-rules.md#affiliates). Money in dollars for display, and in integer cents. */
export interface AffiliateStatsView {
  referrals: number;
  earnings: { total: number; available: number; totalCents: number; availableCents: number; pendingCents: number; paidCents: number };
  referral_link: string;
  affiliateCode: string;
}

/**
 * The monthly payout run (a command and an admin call): the admin who ran it, if one did, and where
 * from, recorded with each payout and in the audit log.
 */
export class PayoutRunRequest {
  @IsOptional() @IsUUID() adminId?: string;
  @IsOptional() @IsIP() ip?: string;
}

export interface PayoutLine {
  payoutId: string;
  affiliateId: string;
  email: string;
  amountCents: number;
  commissionCount: number;
}

export interface PayoutRunResult {
  runAt: string;
  payouts: PayoutLine[];
  /** PayPal Payouts batch CSV, one row per payout; empty when nobody reached the minimum. */
  csv: string;
  /** Affiliates with an approved balance below the $50 minimum, carried to the next run. */
  rolledOver: number;
}

/** One affiliate as the admin area lists them. */
export interface AffiliateAdminView {
  userId: string;
  email: string;
  affiliateCode: string;
  enrolledAt: string;
  referrals: number;
  balances: { pendingCents: number; approvedCents: number; paidCents: number; voidCents: number };
  payouts: Array<{ id: string; amountCents: number; commissionCount: number; createdAt: string }>;
}
