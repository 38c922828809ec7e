import { DynamicModule, Module } from '@nestjs/common';
import { ServiceHostModule } from '@reelmix/service-host';
import { Admin } from './admins/admin.entity';
import { FirstAdminService } from './admins/first-admin.service';
import { PasswordHasher } from './admins/password-hasher';
import { AuthConfig } from './auth.config';
import { CreateAdmins1763700000100 } from './migrations/1763700000100-create-admins';

/** Users, admins, sessions and the plan each user is on. Owns the `auth` Postgres schema. */
@Module({})
export class AuthModule {
  static register(config: AuthConfig): DynamicModule {
    return {
      module: AuthModule,
      imports: [
        ServiceHostModule.forService({
          name: 'auth',
          config,
          database: { entities: [Admin], migrations: [CreateAdmins1763700000100] },
        }),
      ],
      providers: [PasswordHasher, FirstAdminService],
    };
  }
}
