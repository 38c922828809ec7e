import 'reflect-metadata';
import { DynamicModule, INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { BaseConfig, ConfigError, loadConfig } from '@reelmix/config';
import { ServiceName } from '@reelmix/contracts';
import { startProcessMetrics } from '@reelmix/metrics';
import { startBrokerTransport } from './broker-transport';
import { stopOnSignals } from './graceful-shutdown';
import { Logger } from 'nestjs-pino';

export interface RunServiceOptions<C extends BaseConfig> {
  name: ServiceName;
  config: new () => C;
  module: (config: C) => DynamicModule;
  /** Last touches to the HTTP app before it listens (the gateway's static files, parsers). */
  configure?: (app: INestApplication, config: C) => void | Promise<void>;
  /** Keep each request's exact bytes as `request.rawBody` (signed webhooks are verified over them). */
  rawBody?: boolean;
}

/**
 * Starts one service process. A bad setting stops it before anything connects, naming every bad
 * variable; any other start-up failure exits non-zero so a supervisor or Kubernetes restarts it.
 */
export async function runService<C extends BaseConfig>(options: RunServiceOptions<C>): Promise<INestApplication> {
  const config = loadOrExit(options);
  startProcessMetrics(options.name);
  try {
    const app = await NestFactory.create(options.module(config), {
      bufferLogs: true,
      abortOnError: false,
      rawBody: options.rawBody ?? false,
    });
    const logger = app.get(Logger);
    app.useLogger(logger);
    // Not Nest's enableShutdownHooks: those wait for every open connection, without a deadline.
    stopOnSignals(app, { graceMs: config.SHUTDOWN_GRACE_MS, log: (message) => logger.log(message, 'Shutdown') });
    if (options.name !== 'gateway') {
      await startBrokerTransport(app, options.name, config);
    }
    await options.configure?.(app, config);
    await app.listen(config.PORT);
    logger.log(`${options.name} ready on port ${config.PORT}`);
    return app;
  } catch (error) {
    console.error(`${options.name} failed to start: ${error instanceof Error ? error.stack : String(error)}`);
    process.exit(1);
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
