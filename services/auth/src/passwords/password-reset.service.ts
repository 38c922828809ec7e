import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DomainError, ErrorCode, Events } from '@reelmix/contracts';
import { OutboxWriter } from '@reelmix/messaging';
import { APP_CONFIG } from '@reelmix/service-host';
import { DataSource } from 'typeorm';
import { AuthConfig } from '../auth.config';
import { hashSessionToken, newSessionToken } from '../sessions/session-token';
import { RequestThrottle } from '../throttle/request-throttle.service';
import { User } from '../users/user.entity';
import { replacePassword, voidOutstandingResets } from './password-change';
import { PasswordHasher } from './password-hasher';
import { PasswordReset } from './password-reset.entity';

export const INVALID_RESET_TOKEN = 'This reset link is invalid or has expired. Please request a new one.';
export const TOO_MANY_RESETS = 'Too many reset requests. Please try again later.';
const TOKEN_LIFETIME_MS = 60 * 60 * 1000;

/**
 * Forgot and reset password. A request for an unknown address does the same work and answers the
 * same as one for a real account, so the form reveals nothing; the link goes out through the
 * outbox in the same transaction as its token. Only the newest link of an account works: a new
 * request voids the earlier ones, and a reset uses its token once and voids every other.
 */
@Injectable()
export class PasswordResetService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly outbox: OutboxWriter,
    private readonly hasher: PasswordHasher,
    private readonly throttle: RequestThrottle,
    @Inject(APP_CONFIG) private readonly config: AuthConfig,
  ) {}

  async requestReset(rawEmail: string, ip: string | undefined): Promise<{ accepted: true }> {
    const email = rawEmail.trim().toLowerCase();
    await this.assertWithinLimits(email, ip);
    // Made and hashed before the account is looked up, so an unknown address costs the same work.
    const token = newSessionToken();
    const tokenHash = hashSessionToken(token);
    const expiresAt = new Date(Date.now() + TOKEN_LIFETIME_MS);
    await this.dataSource.transaction(async (manager) => {
      // Locked, so two requests at once still leave exactly one live link.
      const user = await manager.findOne(User, { where: { email }, lock: { mode: 'pessimistic_write' } });
      if (!user) return;
      await voidOutstandingResets(manager, user.id);
      await manager.insert(PasswordReset, { userId: user.id, tokenHash, expiresAt });
      await this.outbox.add(manager, Events.PasswordResetRequested, {
        userId: user.id,
        email: user.email,
        token,
        expiresAt: expiresAt.toISOString(),
      });
    });
    return { accepted: true };
  }

  async reset(token: string, password: string): Promise<{ reset: true }> {
    const passwordHash = await this.hasher.hash(password);
    await this.dataSource.transaction(async (manager) => {
      // The row lock makes two uses of one token race to a single winner.
      const reset = await manager.findOne(PasswordReset, {
        where: { tokenHash: hashSessionToken(token) },
        lock: { mode: 'pessimistic_write' },
      });
      if (!reset || reset.usedAt || reset.expiresAt.getTime() <= Date.now()) {
        throw new DomainError(ErrorCode.ValidationFailed, INVALID_RESET_TOKEN);
      }
      await manager.update(PasswordReset, { id: reset.id }, { usedAt: new Date() });
      await replacePassword(manager, reset.userId, passwordHash);
    });
    return { reset: true };
  }

  private assertWithinLimits(email: string, ip: string | undefined): Promise<void> {
    const limits = [
      { key: `reset-account:${email}`, max: this.config.RESET_MAX_PER_ACCOUNT },
      ...(ip ? [{ key: `reset-ip:${ip}`, max: this.config.RESET_MAX_PER_IP }] : []),
    ];
    return this.throttle.take(limits, this.config.RESET_WINDOW_MINUTES * 60_000, TOO_MANY_RESETS);
  }
}
