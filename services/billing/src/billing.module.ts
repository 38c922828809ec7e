import { DynamicModule, Module } from '@nestjs/common';
import { ServiceHostModule } from '@reelmix/service-host';
import { BillingConfig } from './billing.config';

/** customers, subscriptions and payment events with the payment provider. Owns the `billing` Postgres schema. */
@Module({})
export class BillingModule {
  static register(config: BillingConfig): DynamicModule {
    return {
      module: BillingModule,
      imports: [ServiceHostModule.forService({ name: 'billing', config, database: { entities: [], migrations: [] } })],
    };
  }
}
