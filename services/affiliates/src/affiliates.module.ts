import { DynamicModule, Module } from '@nestjs/common';
import { ServiceHostModule } from '@reelmix/service-host';
import { AffiliatesConfig } from './affiliates.config';

/** the affiliate programme: codes, referrals, commissions and payouts. Owns the `affiliates` Postgres schema. */
@Module({})
export class AffiliatesModule {
  static register(config: AffiliatesConfig): DynamicModule {
    return {
      module: AffiliatesModule,
      imports: [ServiceHostModule.forService({ name: 'affiliates', config, database: { entities: [], migrations: [] } })],
    };
  }
}
