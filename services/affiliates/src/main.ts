import { runService } from '@reelmix/service-host';
import { AffiliatesConfig } from './affiliates.config';
import { AffiliatesModule } from './affiliates.module';

void runService({ name: 'affiliates', config: AffiliatesConfig, module: (config) => AffiliatesModule.register(config) });
