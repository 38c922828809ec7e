import { type INestApplication, Module, type Type } from '@nestjs/common';
import { testRpcTimeout } from '@reelmix/testing';
import { NestFactory } from '@nestjs/core';
import { BaseConfig, loadConfig } from '@reelmix/config';
import type { BackendService } from '@reelmix/contracts';
import { ServiceHostModule, startBrokerTransport } from '@reelmix/service-host';

@Module({})
class StandInModule {}

/**
 * A service the gateway asks over the broker, played by `controllers` (their `@OnRequest`
 * handlers answer), so a gateway test need not run the real service and its database.
 */
export async function startStandIn(name: BackendService, amqpUrl: string, controllers: Type[]): Promise<INestApplication> {
  const config = loadConfig(BaseConfig, { ...testRpcTimeout(), AMQP_URL: amqpUrl, LOG_LEVEL: 'warn' });
  const app = await NestFactory.create(
    { module: StandInModule, imports: [ServiceHostModule.forService({ name, config })], controllers },
    { logger: ['error'] },
  );
  await startBrokerTransport(app, name, config);
  await app.init();
  return app;
}
