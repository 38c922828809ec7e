import { BrokerVhost, TEST_ENCRYPTION_KEYS, TEST_PASSWORD_HASHING, testRpcTimeout } from '@reelmix/testing';
import { type DynamicModule, type INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { Test } from '@nestjs/testing';
import { loadConfig } from '@reelmix/config';
import { loggerParams } from '@reelmix/logging';
import { startBrokerTransport } from '@reelmix/service-host';
import { Logger, PARAMS_PROVIDER_TOKEN } from 'nestjs-pino';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Writable } from 'node:stream';
// The journey under test crosses both services, so this test boots the real auth module beside
// the gateway, in one process, wired as runService() wires it.
// eslint-disable-next-line @nx/enforce-module-boundaries
import { AuthConfig } from '../../../auth/src/auth.config';
// eslint-disable-next-line @nx/enforce-module-boundaries
import { AuthModule } from '../../../auth/src/auth.module';
import { GatewayConfig } from '../../src/gateway.config';
import { GatewayModule } from '../../src/gateway.module';

export const PUBLIC_URL = 'http://app.reelmix.test';

export interface GatewayWithAuth {
  gateway: INestApplication;
  auth: INestApplication;
  config: GatewayConfig;
  /** The stack's own broker vhost, for a test's stand-in of another service. */
  amqpUrl: string;
  close(): Promise<void>;
}

export interface StackOptions {
  /** Settings for auth, e.g. a DATABASE_URL of the test's own. */
  authEnv?: Record<string, string>;
  /** Runs before the gateway's init, where `runService` calls `configure` (the static apps). */
  configure?: (gateway: INestApplication, config: GatewayConfig) => void;
  /**
   * Every log line of both services, at level info, as the production logger writes them (the
   * same settings, redaction included), into this stream instead of stdout.
   */
  logTo?: Writable;
}

export async function startGatewayWithAuth(gatewayEnv: Record<string, string> = {}, options: StackOptions = {}): Promise<GatewayWithAuth> {
  const vhost = BrokerVhost.create();
  const storageDir = mkdtempSync(join(tmpdir(), 'gateway-test-'));
  const started: INestApplication[] = [];
  const close = async () => {
    for (const app of started.reverse()) await app.close();
    vhost.delete();
    rmSync(storageDir, { recursive: true, force: true });
  };
  try {
    const auth = await startAuth(vhost.url, options.authEnv, options.logTo);
    started.push(auth);
    const gatewayConfig = loadConfig(GatewayConfig, {
      ...testRpcTimeout(),
      AMQP_URL: vhost.url,
      LOG_LEVEL: 'warn',
      STORAGE_DIR: storageDir,
      PUBLIC_URL,
      NODE_ENV: 'test',
      INTERNAL_TOKEN: 'test-internal-token-0123456789',
      DOWNLOAD_LINK_SECRET: 'test-download-link-secret-0123456789',
      ...gatewayEnv,
    });
    const gateway = await createApp(GatewayModule.register(gatewayConfig), 'gateway', options.logTo);
    started.push(gateway);
    options.configure?.(gateway, gatewayConfig);
    await gateway.init();
    return { gateway, auth, config: gatewayConfig, amqpUrl: vhost.url, close };
  } catch (error) {
    await close();
    throw error;
  }
}

async function startAuth(amqpUrl: string, env: Record<string, string> = {}, logTo?: Writable): Promise<INestApplication> {
  const config = loadConfig(AuthConfig, {
    ...testRpcTimeout(),
    DATABASE_URL: process.env.DATABASE_URL as string,
    AMQP_URL: amqpUrl,
    LOG_LEVEL: 'warn',
    RESET_LINK_KEY: TEST_ENCRYPTION_KEYS.RESET_LINK_KEY,
    ...TEST_PASSWORD_HASHING,
    ...env,
  });
  const app = await createApp(AuthModule.register(config), 'auth', logTo);
  await startBrokerTransport(app, 'auth', config);
  await app.init();
  return app;
}

/** Quiet by default; with `logTo`, logging as runService() sets it up, into that stream. */
async function createApp(module: DynamicModule, service: string, logTo: Writable | undefined): Promise<INestApplication> {
  if (!logTo) return NestFactory.create(module, { logger: ['error'] });
  const { pinoHttp } = loggerParams({ service, level: 'info' });
  const moduleRef = await Test.createTestingModule({ imports: [module] })
    .overrideProvider(PARAMS_PROVIDER_TOKEN)
    .useValue({ pinoHttp: [pinoHttp, logTo] })
    .compile();
  const app = moduleRef.createNestApplication({ bufferLogs: true });
  app.useLogger(app.get(Logger));
  return app;
}
