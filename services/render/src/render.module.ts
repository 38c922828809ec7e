import { DynamicModule, Module } from '@nestjs/common';
import { ServiceHostModule } from '@reelmix/service-host';
import { tmpdir } from 'node:os';
import { RenderConfig } from './render.config';
import { LocalSegmentCache } from './worker/local-segment-cache';
import { HookThumbnails } from './worker/hook-thumbnails';
import { RenderTasksService } from './worker/render-tasks.service';
import { RenderWorker } from './worker/render-worker';

/**
 * Render workers: normalising clips and combining them with ffmpeg. No database of its own; the
 * only state is a disposable local cache of segments.
 */
@Module({})
export class RenderModule {
  static register(config: RenderConfig): DynamicModule {
    return {
      module: RenderModule,
      imports: [ServiceHostModule.forService({ name: 'render', storage: true, config })],
      providers: [
        RenderTasksService,
        RenderWorker,
        HookThumbnails,
        {
          provide: LocalSegmentCache,
          // Beside the task workspaces: the same volume, so parts are hard links, not copies.
          useFactory: () =>
            new LocalSegmentCache({ root: config.RENDER_TMP_DIR || tmpdir(), maxBytes: config.RENDER_SEGMENT_CACHE_MB * 1024 * 1024 }),
        },
      ],
    };
  }
}
