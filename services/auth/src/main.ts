import { runService } from '@reelmix/service-host';
import { AuthConfig } from './auth.config';
import { AuthModule } from './auth.module';

void runService({ name: 'auth', config: AuthConfig, module: (config) => AuthModule.register(config) });
