import { IsEmail, IsIP, IsOptional, IsUUID, MaxLength } from 'class-validator';

/** `GET /api/affiliate/signup-url`: enrols the caller, or says they already are. */
export class EnrolAffiliateRequest {
  @IsUUID() userId!: string;
  @IsEmail() @MaxLength(254) email!: string;
}

/** Customer-spec §3 "Affiliate signup response". */
export interface EnrolAffiliateResponse {
  status: 'enrolled' | 'already_enrolled';
  data: { message: string; signupUrl: string; referralLink: string; affiliateCode: string };
}

export class AffiliateStatsRequest {
  @IsUUID() userId!: string;
}

/** Customer-spec §3 "Affiliate stats". Money in dollars for display, and in integer cents. */
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
