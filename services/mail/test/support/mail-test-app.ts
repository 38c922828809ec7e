import { type INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { loadConfig } from '@reelmix/config';
import { startBrokerTransport } from '@reelmix/service-host';
import { MailConfig } from '../../src/mail.config';
import { MailModule } from '../../src/mail.module';

export const TEST_PUBLIC_URL = 'http://reelmix.test:8080';

/** The mail service as `runService` starts it, broker transport included, without the HTTP port. */
export async function startMail(amqpUrl: string, env: Record<string, string> = {}): Promise<INestApplication> {
  const config = loadConfig(MailConfig, {
    DATABASE_URL: process.env.DATABASE_URL as string,
    AMQP_URL: amqpUrl,
    LOG_LEVEL: 'warn',
    PUBLIC_URL: TEST_PUBLIC_URL,
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
