import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  addressThrottleKey,
  type CreateUserRequest,
  type CreateUserResponse,
  type EmailLookupResponse,
  Events,
  type SubscriptionChangedV1,
} from '@reelmix/contracts';
import { OutboxWriter } from '@reelmix/messaging';
import { APP_CONFIG } from '@reelmix/service-host';
import { DataSource, EntityManager } from 'typeorm';
import { AuthConfig } from '../auth.config';
import { assertAcceptableNewPassword } from '../passwords/new-password-policy';
import { PasswordHasher } from '../passwords/password-hasher';
import { RequestThrottle } from '../throttle/request-throttle.service';
import { normalizeEmail } from './current-user';
import { ProjectionResult, UsersRepository } from './users.repository';
import { AuthErrors } from '../auth-errors';

export const TOO_MANY_REGISTRATION_CHECKS = 'Too many registration attempts. Please try again later.';

/** Creating customer accounts and keeping their plan in step with billing. */
@Injectable()
export class UsersService {
  private readonly logger = new Logger(UsersService.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly users: UsersRepository,
    private readonly hasher: PasswordHasher,
    private readonly outbox: OutboxWriter,
    private readonly throttle: RequestThrottle,
    @Inject(APP_CONFIG) private readonly config: AuthConfig,
  ) {}

  /**
   * `alongside` runs inside the account's transaction once the row exists (the admin "create Pro
   * user" call records its audit entry there), so both are written or neither is.
   */
  async create(
    request: CreateUserRequest,
    alongside?: (manager: EntityManager, created: { id: string; email: string }) => Promise<void>,
  ): Promise<CreateUserResponse> {
    const email = normalizeEmail(request.email);
    assertAcceptableNewPassword(request.password);
    // Hashed before the transaction opens, so the slow part holds no connection or lock.
    const passwordHash = await this.hasher.hash(request.password);
    const referrerId = await this.referrerOf(request.referralCode, email);
    const created = await this.dataSource.transaction(async (manager) => {
      const row = await this.users.insert(manager, {
        email,
        passwordHash,
        firstName: request.firstName?.trim() ?? '',
        lastName: request.lastName?.trim() ?? '',
        requestedPro: request.requestedPro ?? false,
        referrerId,
      });
      if (!row) return null;
      // Same transaction as the insert: the event exists exactly when the account does.
      await this.outbox.add(manager, Events.UserRegistered, {
        userId: row.id,
        email,
        referrerId,
        registeredAt: row.createdAt.toISOString(),
      });
      await alongside?.(manager, { id: row.id, email });
      return row;
    });
    if (!created) throw AuthErrors.emailTaken();
    this.logger.log(`Created user ${created.id}`);
    return { id: created.id, email };
  }

  /**
   * Whether an e-mail has an account: the registration form's 409. That answers "is this person a
   * customer", so each client address may ask only a few times per window (every call counts).
   */
  async lookupEmail(email: string, ip?: string): Promise<EmailLookupResponse> {
    await this.throttle.take(
      [{ key: `register-ip:${addressThrottleKey(ip)}`, max: this.config.REGISTRATION_CHECK_MAX_PER_IP }],
      this.config.REGISTRATION_CHECK_WINDOW_MINUTES * 60_000,
      TOO_MANY_REGISTRATION_CHECKS,
    );
    return { registered: (await this.users.findByEmail(normalizeEmail(email))) !== null };
  }

  /**
   * The affiliate whose code the registration carries. An unknown code is ignored rather than
   * refused: a stale link must not stop anyone from signing up. The referrer can never be the
   * account itself (it does not exist yet, and its address is checked against the affiliate's).
   */
  private async referrerOf(referralCode: string | undefined, email: string): Promise<string | null> {
    const code = referralCode?.trim();
    if (!code) return null;
    const affiliate = await this.users.findByAffiliateCode(code);
    if (!affiliate || affiliate.email === email) return null;
    return affiliate.id;
  }

  /** Called by the event consumer inside its inbox transaction. */
  applySubscription(manager: EntityManager, event: SubscriptionChangedV1): Promise<ProjectionResult> {
    return this.users.applySubscription(manager, event.userId, {
      status: event.status,
      subscriptionId: event.subscriptionId,
      trialEnd: event.trialEnd ? new Date(event.trialEnd) : null,
      currentPeriodEnd: event.currentPeriodEnd ? new Date(event.currentPeriodEnd) : null,
      occurredAt: new Date(event.occurredAt),
    });
  }
}
