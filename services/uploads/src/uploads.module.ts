import { DynamicModule, Module } from '@nestjs/common';
import { ServiceHostModule } from '@reelmix/service-host';
import { UploadsConfig } from './uploads.config';

/** source clips: streaming them to storage, probing them, enforcing plan quotas. Owns the `uploads` Postgres schema. */
@Module({})
export class UploadsModule {
  static register(config: UploadsConfig): DynamicModule {
    return {
      module: UploadsModule,
      imports: [ServiceHostModule.forService({ name: 'uploads', storage: true, config, database: { entities: [], migrations: [] } })],
    };
  }
}
