import { DynamicModule, Module } from '@nestjs/common';
import { ServiceHostModule } from '@reelmix/service-host';
import { MailConfig } from './mail.config';

/** outgoing e-mail: settings, templates, the send outbox and delivery log. Owns the `mail` Postgres schema. */
@Module({})
export class MailModule {
  static register(config: MailConfig): DynamicModule {
    return {
      module: MailModule,
      imports: [ServiceHostModule.forService({ name: 'mail', config, database: { entities: [], migrations: [] } })],
    };
  }
}
