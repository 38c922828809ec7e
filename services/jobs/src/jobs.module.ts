import { DynamicModule, Module } from '@nestjs/common';
import { ServiceHostModule } from '@reelmix/service-host';
import { JobsConfig } from './jobs.config';

/** render jobs: their combinations, outputs, progress and history. Owns the `jobs` Postgres schema. */
@Module({})
export class JobsModule {
  static register(config: JobsConfig): DynamicModule {
    return {
      module: JobsModule,
      imports: [ServiceHostModule.forService({ name: 'jobs', storage: true, config, database: { entities: [], migrations: [] } })],
    };
  }
}
