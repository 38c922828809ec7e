import { DynamicModule, Module } from '@nestjs/common';
import { ServiceHostModule } from '@reelmix/service-host';
import { AuthConfig } from './auth.config';

/** users, admins, sessions and the plan each user is on. Owns the `auth` Postgres schema. */
@Module({})
export class AuthModule {
  static register(config: AuthConfig): DynamicModule {
    return {
      module: AuthModule,
      imports: [ServiceHostModule.forService({ name: 'auth', config, database: { entities: [], migrations: [] } })],
    };
  }
}
