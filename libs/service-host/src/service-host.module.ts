import { DynamicModule, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { BaseConfig, CLOCK, DatabaseConfig, StorageSettings, systemClock } from '@reelmix/config';
import { StorageModule, StorageOptions } from '@reelmix/storage';
import { ServiceName } from '@reelmix/contracts';
import { dataSourceOptions, openServiceDataSource, ServiceDatabaseOptions } from '@reelmix/db';
import { HealthModule } from '@reelmix/health';
import { loggerParams } from '@reelmix/logging';
import { MetricsController } from '@reelmix/metrics';
import { MESSAGING_ENTITIES, MESSAGING_MIGRATIONS, MessagingModule, PassThroughRpcFilter } from '@reelmix/messaging';
import { APP_FILTER } from '@nestjs/core';
import { LoggerModule } from 'nestjs-pino';
import { APP_CONFIG, DATABASE_HANDLE } from './app-config.token';
import { DataSource } from 'typeorm';

type DatabaseParts = Pick<ServiceDatabaseOptions, 'entities' | 'migrations'>;

type DatabasePart =
  | { config: BaseConfig; database?: undefined }
  | { config: DatabaseConfig; database: DatabaseParts };

/** `storage: true` gives the service `OBJECT_STORAGE` and a storage readiness check. */
export type ServiceHostOptions = { name: ServiceName; storage?: boolean } & DatabasePart;

/**
 * What every service process shares: its config, JSON logs with correlation ids, its own Postgres
 * schema (migrated at start-up), the broker connection with outbox relay, health endpoints and,
 * on a backend service's internal port, `GET /metrics`. The gateway's port is public, so its
 * metrics have a port of their own (see the gateway's METRICS_PORT).
 */
@Module({})
export class ServiceHostModule {
  static forService(options: ServiceHostOptions): DynamicModule {
    const { name, config } = options;
    const database = options.database ? databaseOptions(name, options.config, options.database) : undefined;
    return {
      module: ServiceHostModule,
      global: true,
      imports: [
        LoggerModule.forRoot(loggerParams({ service: name, level: config.LOG_LEVEL, pretty: config.LOG_FORMAT === 'pretty' })),
        ...(database
          ? [
              TypeOrmModule.forRootAsync({
                useFactory: () => dataSourceOptions(database),
                dataSourceFactory: () => openServiceDataSource(database),
              }),
            ]
          : []),
        MessagingModule.forService({
          service: name,
          amqpUrl: config.AMQP_URL,
          rpcTimeoutMs: config.RPC_TIMEOUT_MS,
          outageRetryMaxMs: config.OUTAGE_RETRY_MAX_MS,
          database: database ? { url: database.url, schema: database.schema } : undefined,
        }),
        ...(options.storage ? [StorageModule.forRoot(storageOptionsOf(config as BaseConfig & StorageSettings))] : []),
        HealthModule.forService(name, { answersRpc: name !== 'gateway' }),
      ],
      controllers: name === 'gateway' ? [] : [MetricsController],
      providers: [
        { provide: APP_CONFIG, useValue: config },
        { provide: CLOCK, useValue: systemClock },
        {
          provide: DATABASE_HANDLE,
          useFactory: (dataSource?: DataSource) => dataSource ?? null,
          inject: [{ token: DataSource, optional: true }],
        },
        // The gateway maps errors to HTTP with its own filter; services answer over the broker.
        ...(name === 'gateway' ? [] : [{ provide: APP_FILTER, useClass: PassThroughRpcFilter }]),
      ],
      exports: [APP_CONFIG, CLOCK, DATABASE_HANDLE, HealthModule, ...(options.storage ? [StorageModule] : [])],
    };
  }
}

function databaseOptions(name: string, config: DatabaseConfig, parts: DatabaseParts): ServiceDatabaseOptions {
  return {
    url: config.DATABASE_URL,
    schema: name,
    entities: [...(parts.entities as unknown[]), ...MESSAGING_ENTITIES] as ServiceDatabaseOptions['entities'],
    migrations: [...(parts.migrations as unknown[]), ...MESSAGING_MIGRATIONS] as ServiceDatabaseOptions['migrations'],
  };
}

function storageOptionsOf(config: StorageSettings): StorageOptions {
  return {
    s3Endpoint: config.S3_ENDPOINT,
    s3Port: config.S3_PORT,
    s3UseSsl: config.S3_USE_SSL,
    s3AccessKey: config.S3_ACCESS_KEY,
    s3SecretKey: config.S3_SECRET_KEY,
    s3Bucket: config.S3_BUCKET,
    s3Region: config.S3_REGION,
    storageDir: config.STORAGE_DIR,
  };
}
