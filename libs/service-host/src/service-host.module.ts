import { DynamicModule, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { BaseConfig, DatabaseConfig } from '@reelmix/config';
import { ServiceName } from '@reelmix/contracts';
import { dataSourceOptions, openServiceDataSource, ServiceDatabaseOptions } from '@reelmix/db';
import { HealthModule } from '@reelmix/health';
import { loggerParams } from '@reelmix/logging';
import { MESSAGING_ENTITIES, MESSAGING_MIGRATIONS, MessagingModule, PassThroughRpcFilter } from '@reelmix/messaging';
import { APP_FILTER } from '@nestjs/core';
import { LoggerModule } from 'nestjs-pino';
import { APP_CONFIG } from './app-config.token';

type DatabaseParts = Pick<ServiceDatabaseOptions, 'entities' | 'migrations'>;

export type ServiceHostOptions =
  | { name: ServiceName; config: BaseConfig; database?: undefined }
  | { name: ServiceName; config: DatabaseConfig; database: DatabaseParts };

/**
 * What every service process shares: its config, JSON logs with correlation ids, its own Postgres
 * schema (migrated at start-up), the broker connection with outbox relay, and health endpoints.
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
          database: database ? { url: database.url, schema: database.schema } : undefined,
        }),
        HealthModule.forService(name, { answersRpc: name !== 'gateway' }),
      ],
      providers: [
        { provide: APP_CONFIG, useValue: config },
        // The gateway maps errors to HTTP with its own filter; services answer over the broker.
        ...(name === 'gateway' ? [] : [{ provide: APP_FILTER, useClass: PassThroughRpcFilter }]),
      ],
      exports: [APP_CONFIG, HealthModule],
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
