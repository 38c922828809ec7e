import { IsIn, IsISO8601, IsOptional, IsString, IsUUID } from 'class-validator';

/** The provider's subscription states, as Stripe names them. */
export const SUBSCRIPTION_STATUSES = [
  'incomplete',
  'incomplete_expired',
  'trialing',
  'active',
  'past_due',
  'canceled',
  'unpaid',
  'paused',
] as const;

export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

export class SubscriptionChangedV1 {
  @IsUUID() userId!: string;
  @IsString() subscriptionId!: string;
  @IsIn(SUBSCRIPTION_STATUSES) status!: SubscriptionStatus;
  @IsOptional() @IsISO8601() trialEnd?: string | null;
  @IsOptional() @IsISO8601() currentPeriodEnd?: string | null;
  /** The provider's event time: consumers keep the newest state and ignore older ones. */
  @IsISO8601() occurredAt!: string;
}
