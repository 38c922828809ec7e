import { runService } from '@reelmix/service-host';
import { BillingConfig } from './billing.config';
import { BillingModule } from './billing.module';

void runService({ name: 'billing', config: BillingConfig, module: (config) => BillingModule.register(config) });
