import { Inject, Injectable, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { Events } from '@reelmix/contracts';
import { removeOrphanedTempDirs, setMediaTempRoot } from '@reelmix/media';
import { AmqpConnection, DEFAULT_OUTAGE_BACKOFF, RENDER_TASK_QUEUE, TaskConsumer } from '@reelmix/messaging';
import { APP_CONFIG } from '@reelmix/service-host';
import { OBJECT_STORAGE, type ObjectStorage } from '@reelmix/storage';
import { observeRenderTask } from '../metrics/render-task-metrics';
import { RenderConfig } from '../render.config';
import { RenderTasksService } from './render-tasks.service';

/** Takes render tasks off the shared priority queue, RENDER_CONCURRENCY at a time. */
@Injectable()
export class RenderWorker implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly consumer: TaskConsumer;

  constructor(
    connection: AmqpConnection,
    private readonly tasks: RenderTasksService,
    @Inject(APP_CONFIG) private readonly config: RenderConfig,
    @Inject(OBJECT_STORAGE) storage: ObjectStorage,
  ) {
    this.consumer = new TaskConsumer(connection, {
      queue: RENDER_TASK_QUEUE,
      prefetch: this.config.RENDER_CONCURRENCY,
      maxPriority: 2,
      maxAttempts: this.config.RENDER_MAX_ATTEMPTS,
      onGiveUp: (_name, payload, reason) => this.tasks.giveUp(payload as { taskId: string; jobId: string }, reason),
      // Every task reads and writes object storage: while it is away, tasks wait rather than fail.
      dependenciesAnswer: () => storage.ensureReady().then(() => true, () => false),
      outageBackoff: { ...DEFAULT_OUTAGE_BACKOFF, maxMs: this.config.OUTAGE_RETRY_MAX_MS },
    })
      .on(Events.NormaliseRequested, (task) => observeRenderTask('normalise', () => this.tasks.normalise(task)))
      .on(Events.CombineRequested, (task) => observeRenderTask('combine', () => this.tasks.combine(task)));
  }

  async onApplicationBootstrap(): Promise<void> {
    setMediaTempRoot(this.config.RENDER_TMP_DIR);
    // A worker killed with SIGKILL could not remove its task directories; the next one does.
    await removeOrphanedTempDirs();
    await this.consumer.start();
  }

  // Finish the tasks in hand before the broker connection closes; unfinished ones are redelivered.
  onModuleDestroy(): Promise<void> {
    return this.consumer.stop();
  }
}
