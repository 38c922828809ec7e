import { Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { APP_CONFIG } from '@reelmix/service-host';
import { DataSource } from 'typeorm';
import { AuthConfig } from '../auth.config';
import { Admin } from './admin.entity';
import { adminNamesOf } from './admin-names';
import { PasswordHasher } from '../passwords/password-hasher';

/**
 * Creates the first admin from ADMIN_EMAIL/ADMIN_PASSWORD when there is none. There is no built-in
 * default password in any mode: without both settings no admin is created and the log says how to
 * make one. Only `npm start` (local mode) generates a password, and it passes it in as
 * ADMIN_PASSWORD; a production deployment sets it or runs `npm run admin:create`.
 */
@Injectable()
export class FirstAdminService implements OnApplicationBootstrap {
  private readonly logger = new Logger(FirstAdminService.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly hasher: PasswordHasher,
    @Inject(APP_CONFIG) private readonly config: AuthConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const admins = this.dataSource.getRepository(Admin);
    if ((await admins.count()) > 0) return;
    const { ADMIN_EMAIL: email, ADMIN_PASSWORD: password } = this.config;
    if (!email || !password) {
      this.logger.warn(
        'No admin account exists. Create one with `npm run admin:create -- --email <address>` while the stack runs, ' +
          'or set ADMIN_EMAIL and ADMIN_PASSWORD and restart auth.',
      );
      return;
    }
    // ON CONFLICT: replicas starting together must not fail on the unique e-mail.
    await admins
      .createQueryBuilder()
      .insert()
      .values({ email: email.toLowerCase(), passwordHash: await this.hasher.hash(password), ...adminNamesOf({}) })
      .orIgnore()
      .execute();
    this.logger.log(`Created the first admin account ${email.toLowerCase()}`);
  }
}
