import { runService } from '@reelmix/service-host';
import { MailConfig } from './mail.config';
import { MailModule } from './mail.module';

void runService({ name: 'mail', config: MailConfig, module: (config) => MailModule.register(config) });
