// class-transformer's @Type reads decorator metadata as the class is defined.
import 'reflect-metadata';
import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsISO8601, IsString, MaxLength, ValidateNested } from 'class-validator';
import { type ActivityItem, type JobStatsView, RecentActivityRequest, type RevenueStatsView, type UserStatsView } from './admin.rpc';

/*
 * The admin dashboard (docs/product-rules.md#admin-dashboard), read from each owner once: jobs and billing answer their card and their
 * part of the recent activity, then auth answers its card and the activity of all three, merged and
 * with every person named by e-mail (only auth knows which address an account id has).
 */

export interface JobDashboardView {
  jobs: JobStatsView;
  activity: ActivityItem[];
}

export interface BillingDashboardView {
  revenue: RevenueStatsView;
  activity: ActivityItem[];
}

/** One item of another service's activity: its person is an account id or already an e-mail. */
export class ReportedActivity implements ActivityItem {
  @IsString() @MaxLength(200) action!: string;
  @IsString() @MaxLength(254) user!: string;
  @IsISO8601() date!: string;
}

export class UserDashboardRequest extends RecentActivityRequest {
  /** What jobs and billing reported (each at most `limit`), merged with auth's own registrations. */
  @IsArray() @ArrayMaxSize(200) @ValidateNested({ each: true }) @Type(() => ReportedActivity) otherActivity!: ReportedActivity[];
}

export interface UserDashboardView {
  users: UserStatsView;
  /** The newest `limit` items of all three, newest first; a deleted account keeps its id. */
  activity: ActivityItem[];
}
