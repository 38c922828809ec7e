import { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { loadConfig } from '@reelmix/config';
import { createTestDatabase, databaseUrlFor, dropTestDatabase, TEST_PASSWORD_HASHING, testRpcTimeout } from '@reelmix/testing';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { Admin } from '../src/admins/admin.entity';
import { AuthConfig } from '../src/auth.config';
import { AuthModule } from '../src/auth.module';
import { PasswordHasher } from '../src/passwords/password-hasher';

const boot = (env: Record<string, string>, databaseUrl = process.env.DATABASE_URL as string): Promise<INestApplicationContext> =>
  NestFactory.createApplicationContext(AuthModule.register(loadConfig(AuthConfig, { ...testRpcTimeout(), DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn', ...TEST_PASSWORD_HASHING, ...env })), {
    logger: ['error'],
  });

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

  it('without ADMIN_PASSWORD, generates one into ADMIN_PASSWORD_FILE (owner-only), uses it, and reads the same file on later starts', async () => {
    // A database of its own: the first admin is made only where there is none.
    const database = await createTestDatabase();
    const dir = mkdtempSync(join(tmpdir(), 'reelmix-admin-password-'));
    const file = join(dir, 'admin-password');
    try {
      const first = await boot({ ADMIN_EMAIL: 'ops@example.com', ADMIN_PASSWORD_FILE: file }, databaseUrlFor(database));
      await first.init();
      const password = readFileSync(file, 'utf8').trim();
      expect(password).toMatch(/^[A-Za-z0-9_-]{24}$/);
      expect(statSync(file).mode & 0o777).toBe(0o600);
      const [admin] = await first.get(DataSource).getRepository(Admin).find();
      expect(admin.email).toBe('ops@example.com');
      expect(await first.get(PasswordHasher).verify(admin.passwordHash, password)).toBe(true);
      await first.close();

      const again = await boot({ ADMIN_EMAIL: 'ops@example.com', ADMIN_PASSWORD_FILE: file }, databaseUrlFor(database));
      await again.init();
      expect(readFileSync(file, 'utf8').trim()).toBe(password);
      expect(await again.get(DataSource).getRepository(Admin).count()).toBe(1);
      await again.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
      await dropTestDatabase(database);
    }
  });
});
