import { Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { APP_CONFIG } from '@reelmix/service-host';
import { DataSource } from 'typeorm';
import { AuthConfig } from '../auth.config';
import { Admin } from './admin.entity';
import { adminNamesOf } from './admin-names';
import { generatedAdminPassword } from './generated-admin-password';
import { PasswordHasher } from '../passwords/password-hasher';

/**
 * Creates the first admin from ADMIN_EMAIL/ADMIN_PASSWORD when there is none. There is no built-in
 * default password in any mode: without a password no admin is created and the log says how to
 * make one. `npm start` (local mode) generates one and passes it in as ADMIN_PASSWORD; Docker
 * Compose sets ADMIN_PASSWORD_FILE instead, and the password generated into that file is the
 * only copy (the log names the file, not the password); a production deployment sets
 * ADMIN_PASSWORD or runs `npm run admin:create`.
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
    const { ADMIN_EMAIL: email, ADMIN_PASSWORD_FILE: passwordFile } = this.config;
    const generated = !this.config.ADMIN_PASSWORD && email && passwordFile ? generatedAdminPassword(passwordFile) : null;
    const password = this.config.ADMIN_PASSWORD ?? generated?.password;
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
    this.logger.log(
      generated
        ? `Created the first admin account ${email.toLowerCase()}; its generated password is in ${passwordFile} (change it after signing in)`
        : `Created the first admin account ${email.toLowerCase()}`,
    );
  }
}
