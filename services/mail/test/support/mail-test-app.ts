import { type INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { loadConfig } from '@reelmix/config';
import { Events, PASSWORD_RESET_TOKEN_PURPOSE, type PasswordResetRequestedV2 } from '@reelmix/contracts';
import { SecretCipher } from '@reelmix/db';
import { EventPublisher } from '@reelmix/messaging';
import { startBrokerTransport } from '@reelmix/service-host';
import { createTestDatabase, databaseUrlFor, dropTestDatabase, TEST_ENCRYPTION_KEYS, waitFor, testRpcTimeout } from '@reelmix/testing';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { MailConfig } from '../../src/mail.config';
import { MailModule } from '../../src/mail.module';
import { MailUser } from '../../src/users/mail-user.entity';

export const TEST_PUBLIC_URL = 'http://reelmix.test:8080';
export const TEST_DOWNLOAD_LINK_SECRET = 'mail-test-download-link-secret-0123456789';

/** The mail service as `runService` starts it, broker transport included, without the HTTP port. */
export async function startMail(amqpUrl: string, env: Record<string, string> = {}): Promise<INestApplication> {
  const config = loadConfig(MailConfig, {
    ...testRpcTimeout(),
    DATABASE_URL: process.env.DATABASE_URL as string,
    AMQP_URL: amqpUrl,
    LOG_LEVEL: 'warn',
    PUBLIC_URL: TEST_PUBLIC_URL,
    DOWNLOAD_LINK_SECRET: TEST_DOWNLOAD_LINK_SECRET,
    // The tests' SMTP servers (SmtpCapture) offer no STARTTLS; a test of the TLS rule sets it true.
    SMTP_REQUIRE_TLS: 'false',
    MAIL_SETTINGS_KEY: TEST_ENCRYPTION_KEYS.MAIL_SETTINGS_KEY,
    RESET_LINK_KEY: TEST_ENCRYPTION_KEYS.RESET_LINK_KEY,
    // Fast retries and polling keep the outage test short; the doubling itself is unit-tested.
    MAIL_RETRY_BASE_MS: '100',
    MAIL_RETRY_MAX_MS: '400',
    MAIL_POLL_MS: '50',
    ...env,
  });
  const app = await NestFactory.create(MailModule.register(config), { logger: ['error'] });
  await startBrokerTransport(app, 'mail', config);
  await app.init();
  return app;
}

/**
 * A database for one test file. Every running mail service sends whatever is due in its schema
 * and reads the one settings row, so test files that run side by side must not share it.
 */
export async function ownDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = await createTestDatabase();
  return { url: databaseUrlFor(name), drop: () => dropTestDatabase(name) };
}

/** Publishes user.registered.v1 and waits until the mail service knows the address. */
export async function registerUser(app: INestApplication, email: string): Promise<string> {
  const userId = randomUUID();
  await app.get(EventPublisher).publish(Events.UserRegistered, { userId, email, registeredAt: new Date().toISOString() });
  // Events of one queue are handled concurrently; a later event may overtake the registration.
  await waitFor(() => app.get(DataSource).getRepository(MailUser).findOneBy({ userId }), { what: 'the user projection' });
  return userId;
}

/** password-reset.requested.v2 as auth writes it: the token sealed with the key auth shares with mail. */
export function resetRequested(email: string, token: string, userId: string = randomUUID()): PasswordResetRequestedV2 {
  return {
    userId,
    email,
    encryptedToken: new SecretCipher(TEST_ENCRYPTION_KEYS.RESET_LINK_KEY, PASSWORD_RESET_TOKEN_PURPOSE).encrypt(token),
    expiresAt: new Date(Date.now() + 3600000).toISOString(),
  };
}

/**
 * Every row of every table in the mail schema as text, to search for a secret that must not be
 * stored: whatever table a later change adds is searched too.
 */
export async function mailTablesText(app: INestApplication): Promise<string> {
  const db = app.get(DataSource);
  const tables = (await db.query(`SELECT table_name FROM information_schema.tables WHERE table_schema = 'mail' AND table_type = 'BASE TABLE'`)) as Array<{
    table_name: string;
  }>;
  const texts = await Promise.all(
    tables.map(async ({ table_name: table }) => ((await db.query(`SELECT row_to_json(t)::text AS row FROM "mail"."${table}" t`)) as Array<{ row: string }>).map((r) => r.row)),
  );
  return texts.flat().join('\n');
}
