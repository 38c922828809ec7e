import { DynamicModule, Module } from '@nestjs/common';
import { ServiceHostModule } from '@reelmix/service-host';
import { AdminDashboardService } from './admin-users/admin-dashboard.service';
import { AdminUsersController } from './admin-users/admin-users.controller';
import { AdminUsersRepository } from './admin-users/admin-users.repository';
import { AdminUsersService } from './admin-users/admin-users.service';
import { ProDecisions } from './admin-users/pro-decisions';
import { UserDeletionService } from './admin-users/user-deletion.service';
import { ActingAdmins } from './admins/acting-admins';
import { AdminAccountsController } from './admins/admin-accounts.controller';
import { AdminAccountsService } from './admins/admin-accounts.service';
import { AdminAuditEntry } from './admins/admin-audit-entry.entity';
import { AdminAuditLogRepository } from './admins/admin-audit-log.repository';
import { AdminActionsConsumer } from './admins/admin-actions.consumer';
import { AdminAuditController } from './admins/admin-audit.controller';
import { AdminAuditService } from './admins/admin-audit.service';
import { Admin } from './admins/admin.entity';
import { AdminLoginAttemptsRepository } from './admins/admin-login-attempts.repository';
import { AdminLoginKnownAddressesRepository } from './admins/admin-login-known-addresses.repository';
import { AdminLoginRateLimiter } from './admins/admin-login-rate-limiter.service';
import { AdminLoginService } from './admins/admin-login.service';
import { AdminSession } from './admins/admin-session.entity';
import { AdminSessionsController } from './admins/admin-sessions.controller';
import { AdminSessionsRepository } from './admins/admin-sessions.repository';
import { AdminSessionsService } from './admins/admin-sessions.service';
import { AdminsRepository } from './admins/admins.repository';
import { FirstAdminService } from './admins/first-admin.service';
import { ApiKey } from './api-keys/api-key.entity';
import { ApiKeysController } from './api-keys/api-keys.controller';
import { ApiKeysRepository } from './api-keys/api-keys.repository';
import { ApiKeysService } from './api-keys/api-keys.service';
import { AuthConfig } from './auth.config';
import { HousekeepingService } from './housekeeping/housekeeping.service';
import { LoginAttempt } from './login/login-attempt.entity';
import { LoginAttemptsRepository } from './login/login-attempts.repository';
import { KnownAddressesRepository } from './login/known-addresses.repository';
import { LoginRateLimiter } from './login/login-rate-limiter.service';
import { LoginController } from './login/login.controller';
import { LoginService } from './login/login.service';
import { CreateAdmins1763700000100 } from './migrations/1763700000100-create-admins';
import { CreateUsers1763700002100 } from './migrations/1763700002100-create-users';
import { CreateSessions1763700002200 } from './migrations/1763700002200-create-sessions';
import { CreateLoginAttempts1763700002300 } from './migrations/1763700002300-create-login-attempts';
import { CreatePasswordResets1763700002400 } from './migrations/1763700002400-create-password-resets';
import { CreateAdminSessions1763700002500 } from './migrations/1763700002500-create-admin-sessions';
import { AdminAuditActions1763700002600 } from './migrations/1763700002600-admin-audit-actions';
import { AdminDefaultNames1763700002700 } from './migrations/1763700002700-admin-default-names';
import { LoginAttemptsLastFailure1763700002800 } from './migrations/1763700002800-login-attempts-last-failure';
import { CreateApiKeys1763700002900 } from './migrations/1763700002900-create-api-keys';
import { SessionDevicesAndIdle1763700003400 } from './migrations/1763700003400-session-devices-and-idle';
import { CreateKnownSignInAddresses1763700003500 } from './migrations/1763700003500-create-known-sign-in-addresses';
import { AdminAuditChanges1763700003700 } from './migrations/1763700003700-admin-audit-changes';
import { PasswordHasher } from './passwords/password-hasher';
import { PasswordResetController } from './passwords/password-reset.controller';
import { PasswordReset } from './passwords/password-reset.entity';
import { ScrubResetTokensFromOutbox1763700003800 } from './migrations/1763700003800-scrub-reset-tokens-from-outbox';
import { PasswordResetService } from './passwords/password-reset.service';
import { Session } from './sessions/session.entity';
import { SessionsController } from './sessions/sessions.controller';
import { SessionsRepository } from './sessions/sessions.repository';
import { SessionsService } from './sessions/sessions.service';
import { AffiliateConsumer } from './users/affiliate.consumer';
import { CustomerPasswordsController } from './users/customer-passwords.controller';
import { PasswordChangeService } from './users/password-change.service';
import { RequestThrottle } from './throttle/request-throttle.service';
import { SubscriptionConsumer } from './users/subscription.consumer';
import { User } from './users/user.entity';
import { UsersController } from './users/users.controller';
import { UsersRepository } from './users/users.repository';
import { UsersService } from './users/users.service';

/** Users, admins, sessions, API keys and the plan each user is on. Owns the `auth` Postgres schema. */
@Module({})
export class AuthModule {
  static register(config: AuthConfig): DynamicModule {
    return {
      module: AuthModule,
      imports: [
        ServiceHostModule.forService({
          name: 'auth',
          config,
          database: {
            entities: [Admin, User, Session, LoginAttempt, PasswordReset, AdminSession, AdminAuditEntry, ApiKey],
            migrations: [
              CreateAdmins1763700000100,
              CreateUsers1763700002100,
              CreateSessions1763700002200,
              CreateLoginAttempts1763700002300,
              CreatePasswordResets1763700002400,
              CreateAdminSessions1763700002500,
              AdminAuditActions1763700002600,
              AdminDefaultNames1763700002700,
              LoginAttemptsLastFailure1763700002800,
              CreateApiKeys1763700002900,
              SessionDevicesAndIdle1763700003400,
              CreateKnownSignInAddresses1763700003500,
              AdminAuditChanges1763700003700,
              ScrubResetTokensFromOutbox1763700003800,
            ],
          },
        }),
      ],
      controllers: [
        UsersController,
        LoginController,
        SessionsController,
        PasswordResetController,
        CustomerPasswordsController,
        SubscriptionConsumer,
        AffiliateConsumer,
        AdminSessionsController,
        AdminAccountsController,
        AdminUsersController,
        AdminAuditController,
        AdminActionsConsumer,
        ApiKeysController,
      ],
      providers: [
        PasswordHasher,
        FirstAdminService,
        UsersRepository,
        UsersService,
        SessionsRepository,
        SessionsService,
        LoginAttemptsRepository,
        KnownAddressesRepository,
        LoginRateLimiter,
        RequestThrottle,
        LoginService,
        HousekeepingService,
        PasswordResetService,
        PasswordChangeService,
        AdminsRepository,
        AdminAuditLogRepository,
        AdminAuditService,
        AdminSessionsRepository,
        AdminSessionsService,
        AdminLoginAttemptsRepository,
        AdminLoginKnownAddressesRepository,
        AdminLoginRateLimiter,
        AdminLoginService,
        ActingAdmins,
        AdminAccountsService,
        AdminUsersRepository,
        AdminUsersService,
        AdminDashboardService,
        ProDecisions,
        UserDeletionService,
        ApiKeysRepository,
        ApiKeysService,
      ],
    };
  }
}
