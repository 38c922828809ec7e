import { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { loadConfig } from '@reelmix/config';
import { DataSource } from 'typeorm';
import { Admin } from '../src/admins/admin.entity';
import { AuthConfig } from '../src/auth.config';
import { AuthModule } from '../src/auth.module';

const boot = (env: Record<string, string>): Promise<INestApplicationContext> =>
  NestFactory.createApplicationContext(
    AuthModule.register(loadConfig(AuthConfig, { DATABASE_URL: process.env.DATABASE_URL as string, LOG_LEVEL: 'warn', ...env })),
    { logger: ['error'] },
  );

describe('auth: the first admin', () => {
  it('is created once from ADMIN_EMAIL/ADMIN_PASSWORD, with an argon2id hash, and never twice', async () => {
    const first = await boot({ ADMIN_EMAIL: 'Owner@Example.com', ADMIN_PASSWORD: 'correct horse battery' });
    await first.init();
    const admins = () => first.get(DataSource).getRepository(Admin).find();
    const [admin] = await admins();
    expect(admin.email).toBe('owner@example.com');
    // Both names filled, so the profile form (which requires them) saves as created.
    expect(admin).toMatchObject({ firstName: 'Admin', lastName: 'User' });
    expect(admin.passwordHash).toMatch(/^\$argon2id\$/);
    expect(admin.passwordHash).not.toContain('correct horse');

    const second = await boot({ ADMIN_EMAIL: 'someone@example.com', ADMIN_PASSWORD: 'another password' });
    await second.init();
    expect((await admins()).map((a) => a.email)).toEqual(['owner@example.com']);
    await second.close();
    await first.close();
  });
});
