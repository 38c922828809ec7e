import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { addressThrottleKey, Events, PASSWORD_RESET_TOKEN_PURPOSE } from '@reelmix/contracts';
import { SecretCipher } from '@reelmix/db';
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
import { AuthErrors } from '../auth-errors';

export const TOO_MANY_RESETS = 'Too many reset requests. Please try again later.';
export const TOO_MANY_RESET_ATTEMPTS = 'Too many password reset attempts. Please try again later.';
const TOKEN_LIFETIME_MS = 60 * 60 * 1000;
/**
 * Tries of one link per window, from any number of addresses: a person whose new password is
 * refused tries a few more, nobody needs dozens.
 */
export const RESET_LINK_MAX_USES = 10;
/** 64 bits of the token's hash: links never share a key by chance. */
const LINK_KEY_HEX_CHARS = 16;

/**
 * Forgot and reset password. A request for an unknown address does the same work and answers the
 * same as one for a real account, so the form reveals nothing; the link goes out through the
 * outbox in the same transaction as its token, the token encrypted for the mail service. Only the newest link of an account works: a new
 * request voids the earlier ones, and a reset uses its token once and voids every other.
 */
@Injectable()
export class PasswordResetService {
  private readonly logger = new Logger(PasswordResetService.name);
  /** Seals the token for the mail service; null without RESET_LINK_KEY (allowed outside production only). */
  private readonly tokenCipher: SecretCipher | null;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly outbox: OutboxWriter,
    private readonly hasher: PasswordHasher,
    private readonly throttle: RequestThrottle,
    @Inject(APP_CONFIG) private readonly config: AuthConfig,
  ) {
    this.tokenCipher = SecretCipher.fromSetting(config.RESET_LINK_KEY, PASSWORD_RESET_TOKEN_PURPOSE);
  }

  async requestReset(rawEmail: string, ip: string | undefined): Promise<{ accepted: true }> {
    if (!this.tokenCipher) {
      // Refused for every address alike, so the answer still says nothing about accounts.
      this.logger.error('A password reset was asked for, but RESET_LINK_KEY is not set: no reset e-mail can be sent');
      throw AuthErrors.resetMailUnavailable();
    }
    const email = rawEmail.trim().toLowerCase();
    await this.assertWithinLimits(email, ip);
    // Made, hashed and sealed before the account is looked up, so an unknown address costs the same work.
    const token = newSessionToken();
    const tokenHash = hashSessionToken(token);
    const encryptedToken = this.tokenCipher.encrypt(token);
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
        encryptedToken,
        expiresAt: expiresAt.toISOString(),
      });
    });
    return { accepted: true };
  }

  /**
   * The link is counted and looked up before the new password is hashed: a made-up token costs a
   * few queries and is refused, never an argon2 run (which would let a flood of them use up the
   * hashing every login needs).
   */
  async reset(token: string, password: string, ip: string | undefined): Promise<{ reset: true }> {
    const tokenHash = hashSessionToken(token);
    await this.assertResetWithinLimits(tokenHash, ip);
    const link = await this.dataSource.getRepository(PasswordReset).findOne({ where: { tokenHash } });
    if (!isUsable(link)) throw AuthErrors.invalidResetToken();
    const passwordHash = await this.hasher.hash(password);
    await this.dataSource.transaction(async (manager) => {
      // Read again under the row lock: two uses of one link race to a single winner.
      const reset = await manager.findOne(PasswordReset, { where: { id: link.id }, lock: { mode: 'pessimistic_write' } });
      if (!isUsable(reset)) throw AuthErrors.invalidResetToken();
      await manager.update(PasswordReset, { id: reset.id }, { usedAt: new Date() });
      await replacePassword(manager, reset.userId, passwordHash);
    });
    return { reset: true };
  }

  private assertWithinLimits(email: string, ip: string | undefined): Promise<void> {
    const limits = [
      { key: `reset-account:${email}`, max: this.config.RESET_MAX_PER_ACCOUNT },
      { key: `reset-ip:${addressThrottleKey(ip)}`, max: this.config.RESET_MAX_PER_IP },
    ];
    return this.throttle.take(limits, this.config.RESET_WINDOW_MINUTES * 60_000, TOO_MANY_RESETS);
  }

  /**
   * Uses of reset links per client address (the same allowance as requests for them) and per link.
   * The link is named by the start of its token's hash, so no part of a live token is stored.
   */
  private assertResetWithinLimits(tokenHash: string, ip: string | undefined): Promise<void> {
    const limits = [
      { key: `reset-use-ip:${addressThrottleKey(ip)}`, max: this.config.RESET_MAX_PER_IP },
      { key: `reset-use-link:${tokenHash.slice(0, LINK_KEY_HEX_CHARS)}`, max: RESET_LINK_MAX_USES },
    ];
    return this.throttle.take(limits, this.config.RESET_WINDOW_MINUTES * 60_000, TOO_MANY_RESET_ATTEMPTS);
  }
}

/** A link may be used while it is unused and unexpired. */
function isUsable(link: PasswordReset | null): link is PasswordReset {
  return link !== null && !link.usedAt && link.expiresAt.getTime() > Date.now();
}
