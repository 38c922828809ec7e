import { runService } from '@reelmix/service-host';
import { JobsConfig } from './jobs.config';
import { JobsModule } from './jobs.module';

void runService({ name: 'jobs', config: JobsConfig, module: (config) => JobsModule.register(config) });
