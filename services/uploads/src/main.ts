import { runService } from '@reelmix/service-host';
import { UploadsConfig } from './uploads.config';
import { UploadsModule } from './uploads.module';

void runService({ name: 'uploads', config: UploadsConfig, module: (config) => UploadsModule.register(config) });
