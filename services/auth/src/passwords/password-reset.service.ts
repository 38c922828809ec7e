import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DomainError, ErrorCode, Events } from '@reelmix/contracts';
import { OutboxWriter } from '@reelmix/messaging';
import { APP_CONFIG } from '@reelmix/service-host';
import { DataSource } from 'typeorm';
import { AuthConfig } from '../auth.config';
import { LoginAttemptsRepository } from '../login/login-attempts.repository';
import { Session } from '../sessions/session.entity';
import { hashSessionToken, newSessionToken } from '../sessions/session-token';
import { User } from '../users/user.entity';
import { PasswordHasher } from './password-hasher';
import { PasswordReset } from './password-reset.entity';

export const INVALID_RESET_TOKEN = 'This reset link is invalid or has expired. Please request a new one.';
export const TOO_MANY_RESETS = 'Too many reset requests. Please try again later.';
const TOKEN_LIFETIME_MS = 60 * 60 * 1000;

/**
 * Forgot and reset password. A request for an unknown address does the same work and answers the
 * same as one for a real account, so the form reveals nothing; the link goes out through the
 * outbox in the same transaction as its token. A reset uses the token once and ends every session.
 */
@Injectable()
export class PasswordResetService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly outbox: OutboxWriter,
    private readonly hasher: PasswordHasher,
    private readonly attempts: LoginAttemptsRepository,
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
      const user = await manager.findOne(User, { where: { email } });
      if (!user) return;
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
      await manager.update(User, { id: reset.userId }, { passwordHash });
      // Whoever knew the old password is signed out everywhere.
      await manager
        .createQueryBuilder()
        .update(Session)
        .set({ revokedAt: () => 'now()' })
        .where('user_id = :userId AND revoked_at IS NULL', { userId: reset.userId })
        .execute();
    });
    return { reset: true };
  }

  /** Every request counts, known address or not, so the limit says nothing about accounts. */
  private async assertWithinLimits(email: string, ip: string | undefined): Promise<void> {
    const keys = [`reset-account:${email}`, ...(ip ? [`reset-ip:${ip}`] : [])];
    const window = this.config.RESET_WINDOW_MINUTES;
    const counts = await this.attempts.failures(keys, window);
    const blocked =
      (counts.get(keys[0]) ?? 0) >= this.config.RESET_MAX_PER_ACCOUNT ||
      (ip !== undefined && (counts.get(keys[1]) ?? 0) >= this.config.RESET_MAX_PER_IP);
    if (blocked) throw new DomainError(ErrorCode.RateLimited, TOO_MANY_RESETS);
    await this.attempts.addFailure(keys, window);
  }
}
