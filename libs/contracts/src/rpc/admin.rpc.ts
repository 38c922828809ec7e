import { IsBoolean, IsEmail, IsIn, IsInt, IsOptional, IsString, IsUUID, Length, Max, MaxLength, Min, MinLength } from 'class-validator';
import { NEW_PASSWORD_MIN_LENGTH, PASSWORD_MAX_LENGTH } from '../passwords/new-password-rule';
import { AdminActor } from './admin-audit.rpc';

/** A user as the admin area shows them (docs/product-rules.md#managing-users). */
export interface AdminUserView {
  id: string;
  email: string;
  name?: string;
  firstName: string;
  lastName: string;
  isPro: boolean;
  requestedPro: boolean;
  isAffiliate: boolean;
  affiliateCode: string | null;
  referrerId: string | null;
  createdAt: string;
  stripeSubscriptionId: string | null;
  subscriptionStatus: string | null;
}

/** `GET /admin/users?page&limit&plan&search`. */
export class ListUsersRequest {
  @IsInt() @Min(1) page!: number;
  @IsInt() @Min(1) @Max(100) limit!: number;
  @IsIn(['all', 'pro', 'free']) plan!: 'all' | 'pro' | 'free';
  @IsOptional() @IsString() @MaxLength(200) search?: string;
}

export interface UserListView {
  users: AdminUserView[];
  total: number;
}

export class UserIdRequest {
  @IsUUID() userId!: string;
}

/** A Pro user made by an admin (docs/product-rules.md#managing-users). The admin who asks is recorded. */
export class CreateProUserRequest extends AdminActor {
  @IsEmail() @MaxLength(254) email!: string;
  @IsString() @MinLength(NEW_PASSWORD_MIN_LENGTH) @MaxLength(PASSWORD_MAX_LENGTH) password!: string;
  @IsOptional() @IsString() @MaxLength(100) firstName?: string;
  @IsOptional() @IsString() @MaxLength(100) lastName?: string;
}

/** Grants or takes back Pro without payment (the admin toggle); always clears requestedPro. */
export class SetComplimentaryProRequest extends AdminActor {
  @IsUUID() userId!: string;
  @IsBoolean() isPro!: boolean;
}

/** Admin cancel of Pro: ends the provider subscription now and records the reason (pro_cancellations). */
export class AdminCancelProRequest extends AdminActor {
  @IsUUID() userId!: string;
  @IsString() @MinLength(1) @MaxLength(1000) reason!: string;
}

export interface ProCancellationView {
  id: string;
  userId: string;
  adminId: string;
  reason: string;
  subscriptionId: string | null;
  wasTrialing: boolean;
  cancelledAt: string;
}

/**
 * The admin's Pro toggle, served by auth: clears the Requested flag and records the decision, which
 * billing carries out from auth's outbox. Answers the user with `isPro` as decided.
 */
export class SetUserProRequest extends AdminActor {
  @IsUUID() userId!: string;
  @IsBoolean() isPro!: boolean;
}

/** Clears the `requestedPro` flag (the toggle always does). */
export class ClearRequestedProRequest extends AdminActor {
  @IsUUID() userId!: string;
}

export class DeleteUserRequest extends AdminActor {
  @IsUUID() userId!: string;
}

/** The admin dashboard's parts (docs/product-rules.md#admin-dashboard), each from the service that owns the figures. */
export interface UserStatsView {
  total: number;
  pro: number;
  newThisMonth: number;
}

export interface JobStatsView {
  total: number;
  thisWeek: number;
}

export interface RevenueStatsView {
  /** Dollars, two decimals when shown. */
  total: number;
  thisMonth: number;
}

export interface ActivityItem {
  action: string;
  user: string;
  date: string;
}

export class RecentActivityRequest {
  @IsInt() @Min(1) @Max(100) limit!: number;
}

export interface AdminStatsView {
  users: UserStatsView;
  jobs: JobStatsView;
  revenue: RevenueStatsView;
  activity: ActivityItem[];
  system: { storage: { used: number; total: number }; cpu: number; memory: number };
}

/** An admin's message to a user (docs/product-rules.md#e-mail-to-a-user): sent to one customer through the mail outbox. */
export class AdminMailRequest extends AdminActor {
  @IsEmail() to!: string;
  @IsString() @MinLength(1) @MaxLength(300) subject!: string;
  @IsString() @MinLength(1) @MaxLength(20000) message!: string;
  @IsOptional() @IsString() @MaxLength(50) template?: string;
  @IsOptional() @IsUUID() userId?: string;
}

export class UpdateAdminProfileRequest extends AdminActor {
  @IsString() @MinLength(1) @MaxLength(100) firstName!: string;
  @IsString() @MinLength(1) @MaxLength(100) lastName!: string;
  @IsEmail() @MaxLength(254) email!: string;
}

export class ChangeAdminPasswordRequest extends AdminActor {
  @IsString() @MaxLength(200) currentPassword!: string;
  @IsString() @MinLength(NEW_PASSWORD_MIN_LENGTH) @MaxLength(PASSWORD_MAX_LENGTH) newPassword!: string;
  /**
   * The admin session making the change (its cookie token): it stays signed in, every other
   * session of the admin ends. Without it, every session of the admin ends.
   */
  @IsOptional() @IsString() @Length(20, 200) sessionToken?: string;
}

/** `npm run admin:create`: a new admin account. */
export class CreateAdminRequest {
  @IsEmail() @MaxLength(254) email!: string;
  @IsString() @MinLength(NEW_PASSWORD_MIN_LENGTH) @MaxLength(PASSWORD_MAX_LENGTH) password!: string;
  @IsOptional() @IsString() @MaxLength(100) firstName?: string;
  @IsOptional() @IsString() @MaxLength(100) lastName?: string;
}
