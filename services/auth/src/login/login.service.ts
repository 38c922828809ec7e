import { Injectable } from '@nestjs/common';
import { type LoginRequest, type SessionGrant } from '@reelmix/contracts';
import { PasswordHasher } from '../passwords/password-hasher';
import { SessionsService } from '../sessions/sessions.service';
import { normalizeEmail } from '../users/current-user';
import { UsersRepository } from '../users/users.repository';
import { LoginRateLimiter } from './login-rate-limiter.service';
import { AuthErrors } from '../auth-errors';

@Injectable()
export class LoginService {
  constructor(
    private readonly users: UsersRepository,
    private readonly hasher: PasswordHasher,
    private readonly limiter: LoginRateLimiter,
    private readonly sessions: SessionsService,
  ) {}

  async login(request: LoginRequest): Promise<SessionGrant> {
    const email = normalizeEmail(request.email);
    const source = { address: request.ip };
    await this.limiter.assertAllowed(email, source);
    const user = await this.users.findByEmail(email);
    // A missing account still costs one argon2 verification, so timing does not reveal it either.
    const valid = user
      ? await this.hasher.verify(user.passwordHash, request.password)
      : await this.hasher.verifyWithoutAccount(request.password);
    if (!user || !valid) {
      await this.limiter.recordFailure(email, source);
      throw AuthErrors.invalidCredentials();
    }
    await this.limiter.recordSuccess(email, source);
    return this.sessions.open(user, request);
  }
}
