import { type INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { loadConfig } from '@reelmix/config';
import { type EventMap, type EventName } from '@reelmix/contracts';
import { EventPublisher, RpcClient } from '@reelmix/messaging';
import { type Clock, startBrokerTransport } from '@reelmix/service-host';
import { OBJECT_STORAGE, type ObjectStorage } from '@reelmix/storage';
import { BrokerVhost, bootWithClock, createTestDatabase, databaseUrlFor, dropTestDatabase, TEST_ENCRYPTION_KEYS, waitFor, testRpcTimeout } from '@reelmix/testing';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { JobsConfig } from '../../src/jobs.config';
import { JobsModule } from '../../src/jobs.module';

/** The jobs service as `runService` starts it, broker transport included, without the HTTP port. */
export async function startJobs(amqpUrl: string, storageDir: string): Promise<INestApplication> {
  const config = loadConfig(JobsConfig, {
    ...testRpcTimeout(),
    DATABASE_URL: process.env.DATABASE_URL as string,
    AMQP_URL: amqpUrl,
    STORAGE_DIR: storageDir,
    LOG_LEVEL: 'warn',
    AD_TOKENS_KEY: TEST_ENCRYPTION_KEYS.AD_TOKENS_KEY,
  });
  const app = await NestFactory.create(JobsModule.register(config), { logger: ['error'] });
  await startBrokerTransport(app, 'jobs', config);
  await app.init();
  return app;
}

/**
 * The same, on a database of its own (the admin figures count every job in it) and reading time
 * from the test's clock.
 */
export async function startJobsWithClock(options: { amqpUrl: string; storageDir: string; databaseUrl: string; clock: Clock; settings?: Record<string, string> }): Promise<INestApplication> {
  const config = loadConfig(JobsConfig, {
    ...testRpcTimeout(),
    DATABASE_URL: options.databaseUrl,
    AMQP_URL: options.amqpUrl,
    STORAGE_DIR: options.storageDir,
    LOG_LEVEL: 'warn',
    AD_TOKENS_KEY: TEST_ENCRYPTION_KEYS.AD_TOKENS_KEY,
    ...options.settings,
  });
  const app = await bootWithClock(JobsModule.register(config), options.clock);
  await startBrokerTransport(app, 'jobs', config);
  await app.init();
  return app;
}

/** Publishes an event and waits until the jobs service has handled it (its inbox entry committed). */
export async function deliver<K extends EventName>(app: INestApplication, name: K, payload: EventMap[K]): Promise<void> {
  const messageId = await app.get(EventPublisher).publish(name, payload);
  await waitFor(
    async () => (await app.get(DataSource).query(`SELECT 1 FROM "jobs"."inbox" WHERE "message_id" = $1`, [messageId])).length === 1,
    { what: `${name} ${messageId} to be handled` },
  );
}

/** A started jobs service with what its tests use, and how to remove it all. */
export interface JobsTestApp {
  app: INestApplication;
  rpc: RpcClient;
  db: DataSource;
  storage: ObjectStorage;
  stop(): Promise<void>;
}

/**
 * The jobs service on a database, a vhost and a storage folder of its own, reading time from the
 * test's clock: what one test file starts in `beforeAll` and removes with `stop()` in `afterAll`.
 */
export async function startIsolatedJobs(clock: Clock, settings: Record<string, string> = {}): Promise<JobsTestApp> {
  const storageDir = mkdtempSync(join(tmpdir(), 'jobs-test-storage-'));
  const vhost = BrokerVhost.create('reelmix_jobs');
  const database = await createTestDatabase();
  const app = await startJobsWithClock({ amqpUrl: vhost.url, storageDir, databaseUrl: databaseUrlFor(database), clock, settings });
  const stop = async () => {
    await app.close();
    vhost.delete();
    await dropTestDatabase(database);
    rmSync(storageDir, { recursive: true, force: true });
  };
  return { app, rpc: app.get(RpcClient), db: app.get(DataSource), storage: app.get(OBJECT_STORAGE), stop };
}
