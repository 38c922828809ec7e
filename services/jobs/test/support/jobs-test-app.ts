import { type INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { loadConfig } from '@reelmix/config';
import { type EventMap, type EventName } from '@reelmix/contracts';
import { EventPublisher } from '@reelmix/messaging';
import { type Clock, startBrokerTransport } from '@reelmix/service-host';
import { waitFor, bootWithClock } from '@reelmix/testing';
import { DataSource } from 'typeorm';
import { JobsConfig } from '../../src/jobs.config';
import { JobsModule } from '../../src/jobs.module';

/** The jobs service as `runService` starts it, broker transport included, without the HTTP port. */
export async function startJobs(amqpUrl: string, storageDir: string): Promise<INestApplication> {
  const config = loadConfig(JobsConfig, {
    DATABASE_URL: process.env.DATABASE_URL as string,
    AMQP_URL: amqpUrl,
    STORAGE_DIR: storageDir,
    LOG_LEVEL: 'warn',
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
export async function startJobsWithClock(options: { amqpUrl: string; storageDir: string; databaseUrl: string; clock: Clock }): Promise<INestApplication> {
  const config = loadConfig(JobsConfig, {
    DATABASE_URL: options.databaseUrl,
    AMQP_URL: options.amqpUrl,
    STORAGE_DIR: options.storageDir,
    LOG_LEVEL: 'warn',
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
