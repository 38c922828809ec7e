import { Inject, Injectable, Logger } from '@nestjs/common';
import { CombineRequestedV1, Events, FRAMING_BEFORE_CHOICE, NormaliseRequestedV1, PLACEMENTS, RenderFailureMessages } from '@reelmix/contracts';
import { combineSegmentsBatch, layoutText, MediaProcessError, MediaRejectedError, normaliseClipTexts, OUTPUT_FPS, TextRejectedError, verifyOutputs, verifySegment } from '@reelmix/media';
import { EventPublisher } from '@reelmix/messaging';
import { APP_CONFIG } from '@reelmix/service-host';
import { OBJECT_STORAGE, ObjectStorage, outputThumbnailKey } from '@reelmix/storage';
import { join } from 'node:path';
import { type RenderTaskOutcome } from '../metrics/render-task-metrics';
import { RenderConfig } from '../render.config';
import { customerReason, textRefusedReason } from './failure-reason';
import { HookThumbnails } from './hook-thumbnails';
import { LocalSegmentCache } from './local-segment-cache';
import { download, upload } from './object-files';
import { outputsOfTask, segmentsOfTask } from './task-work';
import { withWorkspace } from './task-workspace';

/**
 * The two kinds of render work. Each gets its inputs into a private directory (segments through
 * the worker's local cache, so a job's combines download each segment once), runs ffmpeg
 * through libs/media, stores the result under the key the jobs service chose (so a repeated task
 * overwrites rather than duplicates) and announces it. A clip ffmpeg refuses or cannot process
 * fails the job with a reason a person understands, naming the clip (ffmpeg's own account goes
 * to the log); anything else is thrown so the task is retried.
 */
@Injectable()
export class RenderTasksService {
  private readonly logger = new Logger(RenderTasksService.name);

  constructor(
    @Inject(OBJECT_STORAGE) private readonly storage: ObjectStorage,
    private readonly events: EventPublisher,
    @Inject(APP_CONFIG) private readonly config: RenderConfig,
    private readonly segmentCache: LocalSegmentCache,
    private readonly thumbnails: HookThumbnails,
  ) {}

  /**
   * The outcome is for the metrics: `rejected` when the clip was refused and the job told why. A
   * hook's task may carry more of its texts (`moreTexts`): they are made in the same run, from one
   * decode and framing, each stored under its own key and announced with its task id in one event.
   */
  async normalise(task: NormaliseRequestedV1): Promise<RenderTaskOutcome> {
    const wanted = segmentsOfTask(task);
    // A text the font or the frame cannot take fails the job naming that text, before any work.
    for (const { text } of wanted) {
      if (text && !(await this.failOnMediaError(task, task.clipName, async () => layoutText(text.text, text.style, task.placement), text.text))) return 'rejected';
    }
    return withWorkspace(this.config.RENDER_TMP_DIR, async (dir) => {
      const source = join(dir, 'source');
      await download(this.storage, task.sourceKey, source);
      const made = await this.failOnMediaError(task, task.clipName, () =>
        normaliseClipTexts(
          source,
          wanted.map(({ text }, i) => ({ path: join(dir, `segment-${i + 1}.mkv`), ...(text ? { text } : {}) })),
          task.placement,
          {
            timeoutMs: this.config.RENDER_TASK_TIMEOUT_MS,
            displayName: task.clipName,
            // The framing is part of the segment key the jobs service chose; a task sent before
            // there was a choice was keyed for bars.
            framing: task.framing ?? FRAMING_BEFORE_CHOICE,
            focus: task.focus,
          },
        ).then(async (segments) => {
          // Checked fully once, here: outputs copy its video and are checked only around the joins.
          for (const segment of segments) {
            await verifySegment(segment.path, { frames: segment.frames, placement: task.placement }, { timeoutMs: this.config.RENDER_TASK_TIMEOUT_MS });
          }
          return segments;
        }),
      );
      if (!made) return 'rejected';
      for (const [i, segment] of made.entries()) {
        await upload(this.storage, wanted[i]!.segmentKey, segment.path, 'video/x-matroska');
        await this.keepSegment(wanted[i]!.segmentKey, segment.path);
      }
      // One announcement for the run, so the jobs service sees a hook's texts ready together.
      const [own, ...more] = made.map((segment, i) => ({ taskId: wanted[i]!.taskId, segmentKey: wanted[i]!.segmentKey, frames: segment.frames, durationSec: segment.durationSec }));
      await this.events.publish(Events.SegmentDone, { ...own!, jobId: task.jobId, ...(more.length > 0 ? { moreSegments: more } : {}) });
      return 'done';
    });
  }

  /**
   * Joins the task's output, and with `moreOutputs` the outputs that differ from it only in their
   * hook's text, in one ffmpeg whose sound is encoded once; each is checked, stored with its
   * thumbnail and announced under its own task id.
   */
  async combine(task: CombineRequestedV1): Promise<RenderTaskOutcome> {
    const wanted = outputsOfTask(task);
    return withWorkspace(this.config.RENDER_TMP_DIR, async (dir) => {
      const keys = [...new Set(wanted.flatMap((output) => output.segmentKeys))];
      const pathOf = new Map(keys.map((key, index) => [key, join(dir, `part-${index}.mkv`)]));
      const sources = await Promise.all(keys.map((key) => this.segmentCache.materialise(key, pathOf.get(key)!, (path) => download(this.storage, key, path))));
      this.logSegmentSources(task.taskId, sources);
      const { width, height } = PLACEMENTS[task.placement];
      const jobs = wanted.map((output) => ({
        segments: output.segmentKeys.map((key) => pathOf.get(key)!),
        output: join(dir, output.fileName),
        // The same hook, body and cta but for the hook's text: the same sound, encoded once.
        ...(wanted.length > 1 ? { sameSoundAs: task.taskId } : {}),
      }));
      // The parts are our own normalised segments: a failure here is ours, not the customer's clip.
      const made = await this.failOnMediaError(task, null, async () => {
        const combined = await combineSegmentsBatch(jobs, { timeoutMs: this.config.RENDER_TASK_TIMEOUT_MS });
        const partDurationsSec = task.partDurationsSec ?? combined[0]!.partDurationsSec;
        // The parts are at hand: the video is compared with them byte for byte instead of decoded,
        // and an output sharing the first's sound has its audio compared with that one's.
        await verifyOutputs(
          combined.map((output, i) => ({
            path: output.path,
            expected: {
              durationSec: task.expectedDurationSec,
              width,
              height,
              fps: OUTPUT_FPS,
              partDurationsSec,
              partPaths: jobs[i]!.segments,
              ...(i > 0 && wanted.length > 1 ? { sameSoundAs: combined[0]!.path } : {}),
            },
          })),
          { timeoutMs: this.config.RENDER_TASK_TIMEOUT_MS },
        );
        return combined.map((output) => ({ ...output, hookDurationSec: partDurationsSec[0] ?? 0 }));
      });
      if (!made) return 'rejected';
      for (const [i, output] of made.entries()) {
        const { taskId, segmentKeys, outputKey, fileName } = wanted[i]!;
        await upload(this.storage, outputKey, output.path, 'video/mp4');
        // Before the output is announced, so the job's zip never lists a video without its thumbnail.
        const thumbnail = await this.thumbnails.thumbnailOf(segmentKeys[0]!, jobs[i]!.segments[0]!, output.hookDurationSec);
        await this.storage.put(outputThumbnailKey(outputKey), thumbnail, { contentType: 'image/jpeg' });
        await this.events.publish(Events.OutputDone, {
          taskId,
          jobId: task.jobId,
          fileName,
          outputKey,
          durationSec: output.durationSec,
          width: output.width,
          height: output.height,
          sizeBytes: output.sizeBytes,
          sha256: output.sha256,
        });
      }
      return 'done';
    });
  }

  async giveUp(task: { taskId: string; jobId: string }, reason: string): Promise<void> {
    this.logger.warn(`Task ${task.taskId} of job ${task.jobId} given up: ${reason}`);
    await this.events.publish(Events.RenderFailed, {
      taskId: task.taskId,
      jobId: task.jobId,
      reason: RenderFailureMessages.gaveUp(this.config.RENDER_MAX_ATTEMPTS),
    });
  }

  /** The segment is stored and announced either way: a cache that cannot keep it only costs a later download. */
  private async keepSegment(key: string, path: string): Promise<void> {
    try {
      await this.segmentCache.put(key, path);
    } catch (error) {
      this.logger.warn(`Segment ${key} not kept in the local cache: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  private logSegmentSources(taskId: string, sources: ('hit' | 'miss')[]): void {
    const hits = sources.filter((source) => source === 'hit').length;
    const { hits: allHits, misses: allMisses, files, bytes } = this.segmentCache.stats();
    this.logger.debug(
      `Combine ${taskId}: ${hits} of ${sources.length} segments from the local cache ` +
        `(worker so far: ${allHits} hits, ${allMisses} misses; ${files} files, ${Math.round(bytes / 1024 / 1024)} MB cached)`,
    );
  }

  /**
   * Media errors end the job with the customer's reason; the result is undefined then. `drawnText`
   * is the text a hook's normalise draws: one that cannot be drawn is named, not the clip.
   */
  private async failOnMediaError<T>(
    task: { taskId: string; jobId: string },
    clipName: string | null,
    work: () => Promise<T>,
    drawnText?: string,
  ): Promise<T | undefined> {
    try {
      return await work();
    } catch (error) {
      // A text that cannot be drawn is the buyer's to change: a retry would only refuse it again.
      if (error instanceof TextRejectedError && drawnText !== undefined) return this.fail(task, textRefusedReason(drawnText, error), error);
      if (!(error instanceof MediaRejectedError) && !(error instanceof MediaProcessError)) throw error;
      return this.fail(task, customerReason(error, clipName), error);
    }
  }

  private async fail(task: { taskId: string; jobId: string }, reason: string, error: Error): Promise<undefined> {
    this.logger.warn(`Task ${task.taskId} of job ${task.jobId} failed (${reason}): ${error.message}`);
    await this.events.publish(Events.RenderFailed, { taskId: task.taskId, jobId: task.jobId, reason });
    return undefined;
  }
}
