import { DevMailboxController } from './transport/dev-mailbox.controller';
import { DynamicModule, Module } from '@nestjs/common';
import { ServiceHostModule } from '@reelmix/service-host';
import { MailConfig } from './mail.config';
import { CreateMail1763700006000 } from './migrations/1763700006000-create-mail';
import { MailRequestsConsumer } from './notifications/mail-requests.consumer';
import { MailRequestsService } from './notifications/mail-requests.service';
import { MailSenderService } from './outbox/mail-sender.service';
import { OutgoingMail } from './outbox/outgoing-mail.entity';
import { OutgoingMailRepository } from './outbox/outgoing-mail.repository';
import { DevMailboxMessage } from './transport/dev-mailbox.entity';
import { MailTransportService } from './transport/mail-transport.service';
import { MailUser } from './users/mail-user.entity';
import { MailUserRepository } from './users/mail-user.repository';
import { UsersConsumer } from './users/users.consumer';

/** Outgoing e-mail: templates, the send outbox and its sender, the dev mailbox. Owns the `mail` Postgres schema. */
@Module({})
export class MailModule {
  static register(config: MailConfig): DynamicModule {
    return {
      module: MailModule,
      imports: [
        ServiceHostModule.forService({
          name: 'mail',
          config,
          database: {
            entities: [MailUser, OutgoingMail, DevMailboxMessage],
            migrations: [CreateMail1763700006000],
          },
        }),
      ],
      controllers: [UsersConsumer, MailRequestsConsumer, DevMailboxController],
      providers: [
        MailUserRepository,
        OutgoingMailRepository,
        MailRequestsService,
        MailTransportService,
        MailSenderService,
      ],
    };
  }
}
