import { runService } from '@reelmix/service-host';
import { WebhooksConfig } from './webhooks.config';
import { WebhooksModule } from './webhooks.module';

void runService({ name: 'webhooks', config: WebhooksConfig, module: (config) => WebhooksModule.register(config) });
