import { type INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { loadConfig } from '@reelmix/config';
import { startBrokerTransport } from '@reelmix/service-host';
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
