import 'reflect-metadata';
import { DynamicModule, INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { BaseConfig, ConfigError, loadConfig } from '@reelmix/config';
import { ServiceName } from '@reelmix/contracts';
import { AmqpConnection, AmqpServer } from '@reelmix/messaging';
import { Logger } from 'nestjs-pino';
import { DataSource } from 'typeorm';

export interface RunServiceOptions<C extends BaseConfig> {
  name: ServiceName;
  config: new () => C;
  module: (config: C) => DynamicModule;
  /** Last touches to the HTTP app before it listens (the gateway's static files, parsers). */
  configure?: (app: INestApplication, config: C) => void | Promise<void>;
}

/**
 * Starts one service process. A bad setting stops it before anything connects, naming every bad
 * variable; any other start-up failure exits non-zero so a supervisor or Kubernetes restarts it.
 */
export async function runService<C extends BaseConfig>(options: RunServiceOptions<C>): Promise<INestApplication> {
  const config = loadOrExit(options);
  try {
    const app = await NestFactory.create(options.module(config), { bufferLogs: true, abortOnError: false });
    app.useLogger(app.get(Logger));
    app.enableShutdownHooks();
    if (options.name !== 'gateway') {
      app.connectMicroservice(
        {
          strategy: new AmqpServer({
            service: options.name,
            connection: app.get(AmqpConnection),
            dataSource: optionalProvider(app, DataSource),
            prefetch: config.AMQP_PREFETCH,
            deliveryLimit: config.AMQP_DELIVERY_LIMIT,
          }),
        },
        { inheritAppConfig: false },
      );
      await app.startAllMicroservices();
    }
    await options.configure?.(app, config);
    await app.listen(config.PORT);
    app.get(Logger).log(`${options.name} ready on port ${config.PORT}`);
    return app;
  } catch (error) {
    console.error(`${options.name} failed to start: ${error instanceof Error ? error.stack : String(error)}`);
    process.exit(1);
  }
}

function optionalProvider<T>(app: INestApplication, token: new (...args: never[]) => T): T | undefined {
  try {
    return app.get(token, { strict: false });
  } catch {
    return undefined;
  }
}

function loadOrExit<C extends BaseConfig>({ name, config }: RunServiceOptions<C>): C {
  try {
    return loadConfig(config);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(`${name}: ${error.message}`);
    process.exit(1);
  }
}
