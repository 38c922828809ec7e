import type { INestApplication } from '@nestjs/common';
import type { BaseConfig } from '@reelmix/config';
import { AmqpConnection, AmqpServer, DEFAULT_OUTAGE_BACKOFF } from '@reelmix/messaging';
import type { DataSource } from 'typeorm';
import { DATABASE_HANDLE } from './app-config.token';

/**
 * Attaches the broker transport (event and request handlers) to a service app and starts it.
 * Used by `runService` and by tests that boot a service in-process, so both wire it the same way.
 */
export async function startBrokerTransport(app: INestApplication, service: string, config: BaseConfig): Promise<void> {
  app.connectMicroservice(
    {
      strategy: new AmqpServer({
        service,
        connection: app.get(AmqpConnection),
        dataSource: app.get<DataSource | null>(DATABASE_HANDLE) ?? undefined,
        prefetch: config.AMQP_PREFETCH,
        deliveryLimit: config.AMQP_DELIVERY_LIMIT,
        outageBackoff: { ...DEFAULT_OUTAGE_BACKOFF, maxMs: config.OUTAGE_RETRY_MAX_MS },
      }),
    },
    // Shares the app's global enhancers, so the pass-through filter keeps DomainError codes.
    { inheritAppConfig: true },
  );
  await app.startAllMicroservices();
}
