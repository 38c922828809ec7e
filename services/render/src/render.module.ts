import { DynamicModule, Module } from '@nestjs/common';
import { ServiceHostModule } from '@reelmix/service-host';
import { RenderConfig } from './render.config';
import { RenderTasksService } from './worker/render-tasks.service';
import { RenderWorker } from './worker/render-worker';

/** Render workers: normalising clips and combining them with ffmpeg. Stateless: no database of its own. */
@Module({})
export class RenderModule {
  static register(config: RenderConfig): DynamicModule {
    return {
      module: RenderModule,
      imports: [ServiceHostModule.forService({ name: 'render', storage: true, config })],
      providers: [RenderTasksService, RenderWorker],
    };
  }
}
