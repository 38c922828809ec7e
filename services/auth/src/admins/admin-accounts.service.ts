import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  type AdminView,
  type ChangeAdminPasswordRequest,
  type CreateAdminRequest,
  auditChanges,
  type UpdateAdminProfileRequest,
} from '@reelmix/contracts';
import { DataSource } from 'typeorm';
import { assertAcceptableNewPassword } from '../passwords/new-password-policy';
import { PasswordHasher } from '../passwords/password-hasher';
import { hashSessionToken } from '../sessions/session-token';
import { normalizeEmail } from '../users/current-user';
import { ActingAdmins } from './acting-admins';
import { AdminAuditLogRepository } from './admin-audit-log.repository';
import { adminNamesOf } from './admin-names';
import { AdminLoginRateLimiter } from './admin-login-rate-limiter.service';
import { AdminSessionsRepository } from './admin-sessions.repository';
import { toAdminView } from './admin-view';
import { AdminsRepository } from './admins.repository';
import { AuthErrors } from '../auth-errors';

/** Admin accounts: a new admin (the `admin:create` command), an admin's own profile and password. */
@Injectable()
export class AdminAccountsService {
  private readonly logger = new Logger(AdminAccountsService.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly admins: AdminsRepository,
    private readonly actingAdmins: ActingAdmins,
    private readonly hasher: PasswordHasher,
    private readonly limiter: AdminLoginRateLimiter,
    private readonly sessions: AdminSessionsRepository,
    private readonly audit: AdminAuditLogRepository,
  ) {}

  /** Without names the admin gets the default ones, like the first admin made from the environment. */
  async create(request: CreateAdminRequest): Promise<AdminView> {
    const email = normalizeEmail(request.email);
    assertAcceptableNewPassword(request.password);
    const passwordHash = await this.hasher.hash(request.password);
    const admin = await this.dataSource.transaction(async (manager) => {
      const created = await this.admins.insert(manager, {
        email,
        passwordHash,
        ...adminNamesOf(request),
      });
      if (!created) return null;
      await this.audit.record(
        {
          adminId: created.id,
          email,
          action: 'admin-created',
          ip: null,
          target: { kind: 'admin', id: created.id },
          changes: auditChanges(null, { email, firstName: created.firstName, lastName: created.lastName }),
        },
        manager,
      );
      return created;
    });
    if (!admin) throw AuthErrors.accountExists();
    this.logger.log(`Created admin account ${admin.id}`);
    return toAdminView(admin);
  }

  async updateProfile(request: UpdateAdminProfileRequest): Promise<AdminView> {
    const firstName = request.firstName.trim();
    const lastName = request.lastName.trim();
    if (!firstName) throw AuthErrors.firstNameRequired();
    if (!lastName) throw AuthErrors.lastNameRequired();
    const email = normalizeEmail(request.email);
    return this.dataSource.transaction(async (manager) => {
      const admin = await this.actingAdmins.require(request.adminId, manager);
      if ((await this.admins.updateProfile(manager, admin.id, { firstName, lastName, email })) === 'taken') {
        throw AuthErrors.accountExists();
      }
      await this.audit.record(
        {
          adminId: admin.id,
          email,
          action: 'profile-updated',
          ip: request.ip ?? null,
          target: { kind: 'admin', id: admin.id },
          changes: auditChanges({ firstName: admin.firstName, lastName: admin.lastName, email: admin.email }, { firstName, lastName, email }),
        },
        manager,
      );
      return toAdminView({ ...admin, firstName, lastName, email });
    });
  }

  /**
   * The current password must be right; wrong guesses count against the admin's login limit, so
   * a stolen session cannot try passwords faster than the login form allows. The new password
   * ends every other session of the admin (a thief's included); the session making the change,
   * named by `sessionToken`, stays signed in.
   */
  async changePassword(request: ChangeAdminPasswordRequest): Promise<{ changed: true }> {
    const admin = await this.actingAdmins.require(request.adminId);
    assertAcceptableNewPassword(request.newPassword, 'newPassword');
    const entry = { adminId: admin.id, email: admin.email, ip: request.ip ?? null, target: { kind: 'admin', id: admin.id } } as const;
    const failed = () => this.audit.record({ ...entry, action: 'password-change-failed' });
    try {
      await this.limiter.assertAllowed(admin.email, 'session');
    } catch (error) {
      await failed();
      throw error;
    }
    if (!(await this.hasher.verify(admin.passwordHash, request.currentPassword))) {
      await this.limiter.recordFailure(admin.email, 'session');
      await failed();
      throw AuthErrors.currentPasswordIncorrect();
    }
    const passwordHash = await this.hasher.hash(request.newPassword);
    const ended = await this.dataSource.transaction(async (manager) => {
      await this.admins.setPasswordHash(manager, admin.id, passwordHash);
      const keep = request.sessionToken ? hashSessionToken(request.sessionToken) : null;
      const count = await this.sessions.revokeAllExcept(manager, admin.id, keep);
      await this.audit.record({ ...entry, action: 'password-changed', changes: auditChanges({}, {}, { password: true }) }, manager);
      return count;
    });
    await this.limiter.recordSuccess(admin.email, 'session');
    this.logger.log(`Admin ${admin.id} changed their password; ${ended} other session(s) ended`);
    return { changed: true };
  }
}
