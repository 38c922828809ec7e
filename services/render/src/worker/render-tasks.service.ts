import { Inject, Injectable } from '@nestjs/common';
import { CombineRequestedV1, Events, NormaliseRequestedV1 } from '@reelmix/contracts';
import { combineSegments, MediaProcessError, MediaRejectedError, normaliseClip, PLACEMENTS, verifyOutput } from '@reelmix/media';
import { EventPublisher } from '@reelmix/messaging';
import { APP_CONFIG } from '@reelmix/service-host';
import { OBJECT_STORAGE, ObjectStorage } from '@reelmix/storage';
import { join } from 'node:path';
import { RenderConfig } from '../render.config';
import { download, upload } from './object-files';
import { withWorkspace } from './task-workspace';

/**
 * The two kinds of render work. Each downloads its inputs into a private directory, runs ffmpeg
 * through libs/media, stores the result under the key the jobs service chose (so a repeated task
 * overwrites rather than duplicates) and announces it. A clip ffmpeg refuses or cannot process
 * fails the job with a reason naming the clip; anything else is thrown so the task is retried.
 */
@Injectable()
export class RenderTasksService {
  constructor(
    @Inject(OBJECT_STORAGE) private readonly storage: ObjectStorage,
    private readonly events: EventPublisher,
    @Inject(APP_CONFIG) private readonly config: RenderConfig,
  ) {}

  async normalise(task: NormaliseRequestedV1): Promise<void> {
    await withWorkspace(this.config.RENDER_TMP_DIR, async (dir) => {
      const source = join(dir, 'source');
      await download(this.storage, task.sourceKey, source);
      const segment = await this.failOnMediaError(task, `"${task.clipName}" (${task.section})`, () =>
        normaliseClip(source, join(dir, 'segment.mkv'), task.placement, {
          timeoutMs: this.config.RENDER_TASK_TIMEOUT_MS,
          displayName: task.clipName,
        }),
      );
      if (!segment) return;
      await upload(this.storage, task.segmentKey, segment.path, 'video/x-matroska');
      await this.events.publish(Events.SegmentDone, {
        taskId: task.taskId,
        jobId: task.jobId,
        segmentKey: task.segmentKey,
        frames: segment.frames,
        durationSec: segment.durationSec,
      });
    });
  }

  async combine(task: CombineRequestedV1): Promise<void> {
    await withWorkspace(this.config.RENDER_TMP_DIR, async (dir) => {
      const parts = task.segmentKeys.map((_, index) => join(dir, `part-${index}.mkv`));
      await Promise.all(task.segmentKeys.map((key, index) => download(this.storage, key, parts[index])));
      const { width, height } = PLACEMENTS[task.placement];
      const output = await this.failOnMediaError(task, task.fileName, async () => {
        const combined = await combineSegments(parts, join(dir, task.fileName), { timeoutMs: this.config.RENDER_TASK_TIMEOUT_MS });
        await verifyOutput(combined.path, { durationSec: task.expectedDurationSec, width, height, fps: 30 });
        return combined;
      });
      if (!output) return;
      await upload(this.storage, task.outputKey, output.path, 'video/mp4');
      await this.events.publish(Events.OutputDone, {
        taskId: task.taskId,
        jobId: task.jobId,
        fileName: task.fileName,
        outputKey: task.outputKey,
        durationSec: output.durationSec,
        width: output.width,
        height: output.height,
        sizeBytes: output.sizeBytes,
        sha256: output.sha256,
      });
    });
  }

  async giveUp(task: { taskId: string; jobId: string }, reason: string): Promise<void> {
    await this.events.publish(Events.RenderFailed, {
      taskId: task.taskId,
      jobId: task.jobId,
      reason: `Rendering stopped: ${reason}. Please try again.`,
    });
  }

  /** Media errors end the job with a reason; the result is undefined then. */
  private async failOnMediaError<T>(
    task: { taskId: string; jobId: string },
    what: string,
    work: () => Promise<T>,
  ): Promise<T | undefined> {
    try {
      return await work();
    } catch (error) {
      if (!(error instanceof MediaRejectedError) && !(error instanceof MediaProcessError)) throw error;
      // A process error already names the clip and the step; a refusal gives only the reason.
      const reason = error instanceof MediaRejectedError ? `${what} could not be processed: ${error.reason}` : error.message;
      await this.events.publish(Events.RenderFailed, { taskId: task.taskId, jobId: task.jobId, reason });
      return undefined;
    }
  }
}
