import { DynamicModule, Module } from '@nestjs/common';
import { ServiceHostModule } from '@reelmix/service-host';
import { AdminMailController } from './admin-mail/admin-mail.controller';
import { AdminMailService } from './admin-mail/admin-mail.service';
import { MailConfig } from './mail.config';
import { CreateMail1763700006000 } from './migrations/1763700006000-create-mail';
import { CreateMailSettings1763700006100 } from './migrations/1763700006100-create-mail-settings';
import { ForgetDeletedUsers1763700006200 } from './migrations/1763700006200-forget-deleted-users';
import { SealMailBodies1763700006300 } from './migrations/1763700006300-seal-mail-bodies';
import { MailRequestsConsumer } from './notifications/mail-requests.consumer';
import { MailRequestsService } from './notifications/mail-requests.service';
import { SubscriptionMailConsumer } from './notifications/subscription-mail.consumer';
import { SubscriptionMailService } from './notifications/subscription-mail.service';
import { MailBodies } from './outbox/mail-bodies';
import { MailSenderService } from './outbox/mail-sender.service';
import { OutgoingMail } from './outbox/outgoing-mail.entity';
import { OutgoingMailRepository } from './outbox/outgoing-mail.repository';
import { MailSettingsController } from './settings/mail-settings.controller';
import { MailSettings } from './settings/mail-settings.entity';
import { MailSettingsRepository } from './settings/mail-settings.repository';
import { MailSettingsService } from './settings/mail-settings.service';
import { DevMailboxController } from './transport/dev-mailbox.controller';
import { DevMailboxMessage } from './transport/dev-mailbox.entity';
import { MailTransportService } from './transport/mail-transport.service';
import { MailUser } from './users/mail-user.entity';
import { MailUserRepository } from './users/mail-user.repository';
import { UserErasureService } from './users/user-erasure.service';
import { UsersConsumer } from './users/users.consumer';

/**
 * Outgoing e-mail: templates, the send outbox and its sender, the SMTP settings admins save, the
 * dev mailbox, admins' messages to users. Owns the `mail` Postgres schema.
 */
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
            entities: [MailUser, OutgoingMail, DevMailboxMessage, MailSettings],
            migrations: [CreateMail1763700006000, CreateMailSettings1763700006100, ForgetDeletedUsers1763700006200, SealMailBodies1763700006300],
          },
        }),
      ],
      controllers: [
        UsersConsumer,
        MailRequestsConsumer,
        SubscriptionMailConsumer,
        MailSettingsController,
        DevMailboxController,
        AdminMailController,
      ],
      providers: [
        MailUserRepository,
        MailBodies,
        OutgoingMailRepository,
        MailRequestsService,
        SubscriptionMailService,
        MailSettingsRepository,
        MailSettingsService,
        MailTransportService,
        MailSenderService,
        UserErasureService,
        AdminMailService,
      ],
    };
  }
}
