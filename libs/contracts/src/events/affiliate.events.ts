import { IsISO8601, IsString, IsUUID, Matches } from 'class-validator';

/** Affiliate codes: short, URL-safe, and what `?via=` / `?ref=` carry. */
export const AFFILIATE_CODE_PATTERN = /^[A-Za-z0-9_-]{3,32}$/;

/** A customer joined the affiliate programme and has a referral code from now on. */
export class AffiliateEnrolledV1 {
  @IsUUID() userId!: string;
  @Matches(AFFILIATE_CODE_PATTERN) affiliateCode!: string;
  @IsISO8601() enrolledAt!: string;
}

/** A commission was recorded for an affiliate (for the admin activity list). */
export class CommissionCreatedV1 {
  @IsString() commissionId!: string;
  @IsUUID() affiliateId!: string;
  @IsUUID() referredId!: string;
  @IsString() invoiceId!: string;
  @IsISO8601() createdAt!: string;
}
