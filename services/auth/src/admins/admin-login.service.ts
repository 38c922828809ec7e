import { Injectable } from '@nestjs/common';
import { type AdminSessionGrant, type LoginRequest } from '@reelmix/contracts';
import { PasswordHasher } from '../passwords/password-hasher';
import { normalizeEmail } from '../users/current-user';
import { AdminAuditLogRepository } from './admin-audit-log.repository';
import { AdminLoginRateLimiter } from './admin-login-rate-limiter.service';
import { AdminSessionsService } from './admin-sessions.service';
import { AdminsRepository } from './admins.repository';
import { AuthErrors } from '../auth-errors';

/**
 * Admin sign-in. Same shape as the customer login (limits checked before the password, a missing
 * account still costs one argon2 verification) plus an audit entry for every attempt, refused
 * ones included, so a guessing run shows in the log even while the limit holds it off.
 */
@Injectable()
export class AdminLoginService {
  constructor(
    private readonly admins: AdminsRepository,
    private readonly hasher: PasswordHasher,
    private readonly limiter: AdminLoginRateLimiter,
    private readonly sessions: AdminSessionsService,
    private readonly audit: AdminAuditLogRepository,
  ) {}

  async login(request: LoginRequest): Promise<AdminSessionGrant> {
    const email = normalizeEmail(request.email);
    const source = { address: request.ip };
    const admin = await this.admins.findByEmail(email);
    const failed = () => this.audit.record({ adminId: admin?.id ?? null, email, action: 'login-failed', ip: request.ip ?? null });
    try {
      await this.limiter.assertAllowed(email, source);
    } catch (error) {
      await failed();
      throw error;
    }
    const valid = admin
      ? await this.hasher.verify(admin.passwordHash, request.password)
      : await this.hasher.verifyWithoutAccount(request.password);
    if (!admin || !valid) {
      await this.limiter.recordFailure(email, source);
      await failed();
      throw AuthErrors.invalidAdminCredentials();
    }
    await this.limiter.recordSuccess(email, source);
    return this.sessions.open(admin, request.ip);
  }
}
