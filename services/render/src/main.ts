import { runService } from '@reelmix/service-host';
import { RenderConfig } from './render.config';
import { RenderModule } from './render.module';

void runService({ name: 'render', config: RenderConfig, module: (config) => RenderModule.register(config) });
