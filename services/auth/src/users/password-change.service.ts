import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { type ChangePasswordRequest, type EndedSessions } from '@reelmix/contracts';
import { DataSource } from 'typeorm';
import { LoginRateLimiter } from '../login/login-rate-limiter.service';
import { replacePassword } from '../passwords/password-change';
import { PasswordHasher } from '../passwords/password-hasher';
import { assertAcceptableNewPassword } from '../passwords/new-password-policy';
import { SessionsService } from '../sessions/sessions.service';
import { AuthErrors } from '../auth-errors';

/**
 * A signed-in customer changing their password (ASVS 6.2.2, 6.2.3). The current password must be
 * right, and wrong ones count against the account's login limits (as a signed-in session's, apart
 * from any address), so a stolen session cannot guess faster than the login form allows. The change ends every other session of the
 * account (a thief's included) and keeps the one that made it.
 */
@Injectable()
export class PasswordChangeService {
  private readonly logger = new Logger(PasswordChangeService.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly sessions: SessionsService,
    private readonly hasher: PasswordHasher,
    private readonly limiter: LoginRateLimiter,
  ) {}

  async change(request: ChangePasswordRequest): Promise<EndedSessions> {
    const caller = await this.sessions.requireLive(request.sessionToken);
    // Checked first: it costs nothing and reveals nothing, and spares a hash for a refused password.
    assertAcceptableNewPassword(request.newPassword, 'newPassword');
    const { email } = caller.user;
    await this.limiter.assertAllowed(email, 'session');
    if (!(await this.hasher.verify(caller.user.passwordHash, request.currentPassword))) {
      await this.limiter.recordFailure(email, 'session');
      throw AuthErrors.currentPasswordIncorrect('currentPassword');
    }
    const passwordHash = await this.hasher.hash(request.newPassword);
    const ended = await this.dataSource.transaction((manager) =>
      replacePassword(manager, caller.userId, passwordHash, { keepSessionId: caller.id }),
    );
    await this.limiter.recordSuccess(email, 'session');
    this.logger.log(`User ${caller.userId} changed their password; ${ended} other session(s) ended`);
    return { ended };
  }
}
