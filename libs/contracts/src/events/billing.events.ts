import { IsISO8601, IsOptional, IsString, IsUUID } from 'class-validator';

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
