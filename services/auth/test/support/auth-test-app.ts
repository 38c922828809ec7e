import { type INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { loadConfig } from '@reelmix/config';
import { startBrokerTransport } from '@reelmix/service-host';
import { TEST_ENCRYPTION_KEYS, TEST_PASSWORD_HASHING, testRpcTimeout } from '@reelmix/testing';
import { AuthConfig } from '../../src/auth.config';
import { AuthModule } from '../../src/auth.module';

/** The auth service as `runService` starts it, broker transport included, without the HTTP port. */
export async function startAuth(amqpUrl: string, env: Record<string, string> = {}): Promise<INestApplication> {
  const config = loadConfig(AuthConfig, {
    ...testRpcTimeout(),
    DATABASE_URL: process.env.DATABASE_URL as string,
    AMQP_URL: amqpUrl,
    LOG_LEVEL: 'warn',
    RESET_LINK_KEY: TEST_ENCRYPTION_KEYS.RESET_LINK_KEY,
    ...TEST_PASSWORD_HASHING,
    ...env,
  });
  const app = await NestFactory.create(AuthModule.register(config), { logger: ['error'] });
  await startBrokerTransport(app, 'auth', config);
  await app.init();
  return app;
}
