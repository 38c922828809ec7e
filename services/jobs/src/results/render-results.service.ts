import { Inject, Injectable, Logger } from '@nestjs/common';
import { Events, OutputDoneV1, type PlacementName, RenderFailedV1, SegmentDoneV1 } from '@reelmix/contracts';
import { HandlerOutcome, OutboxWriter } from '@reelmix/messaging';
import { CLOCK, type Clock } from '@reelmix/service-host';
import { isKeptSegmentKey, jobWorkPrefix, OBJECT_STORAGE, ObjectStorage, outputThumbnailKey, ownerOfKeptSegment } from '@reelmix/storage';
import { EntityManager } from 'typeorm';
import { JobOutputsRepository } from '../jobs/job-outputs.repository';
import { JobSegmentsRepository } from '../jobs/job-segments.repository';
import type { Job } from '../jobs/job.entity';
import { JobRepository } from '../jobs/job.repository';
import { observeFirstOutput, observeJobEnded } from '../metrics/job-metrics';
import { KeptSegmentsRepository } from '../segments/kept-segments.repository';
import { DeletedUsersRepository } from '../users/deleted-users.repository';
import { CombineRequests } from './combine-requests';

/**
 * Moves a job forward as render results arrive. Each handler locks the job row first, so results
 * of one job apply one at a time: a combination is requested exactly once, when the last of its
 * three segments is done, and an output is counted exactly once however often it is reported.
 */
@Injectable()
export class RenderResultsService {
  private readonly logger = new Logger(RenderResultsService.name);

  constructor(
    private readonly jobs: JobRepository,
    private readonly segments: JobSegmentsRepository,
    private readonly outputs: JobOutputsRepository,
    private readonly outbox: OutboxWriter,
    private readonly combines: CombineRequests,
    private readonly kept: KeptSegmentsRepository,
    private readonly deletedUsers: DeletedUsersRepository,
    @Inject(OBJECT_STORAGE) private readonly storage: ObjectStorage,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** A normalising run's segments: the event's own and, for a hook's texts made together, `moreSegments`. */
  async segmentDone(manager: EntityManager, event: SegmentDoneV1): Promise<HandlerOutcome> {
    const job = await this.jobs.lock(manager, event.jobId);
    const done = [event, ...(event.moreSegments ?? [])];
    if (!job) return this.removeStraySegments(manager, event.jobId, done);
    if (job.status !== 'processing') return 'skipped';
    const now = this.clock.now();
    let placement: PlacementName | undefined;
    let ready = 0;
    for (const segment of done) {
      // Every segment row of this task: two clips with the same bytes share one normalise.
      const rows = await this.segments.ofTask(manager, job.id, segment.taskId);
      const waiting = rows.filter((row) => !row.doneAt);
      if (waiting.length === 0) continue;
      await this.segments.markDone(manager, job.id, segment.taskId, now, segment.durationSec);
      ready += waiting.length;
      placement = waiting[0]!.placement;
      const segmentKey = waiting[0]!.segmentKey;
      if (isKeptSegmentKey(segmentKey)) await this.kept.record(manager, { segmentKey, userId: job.userId, durationSec: segment.durationSec }, now);
    }
    if (ready === 0) return 'skipped';
    job.readySegments += ready;
    await this.jobs.update(manager, job.id, { readySegments: job.readySegments });
    // A run makes one clip in one placement: its segments complete outputs of that placement only.
    await this.combines.requestReady(manager, job, placement);
    return 'done';
  }

  async outputDone(manager: EntityManager, event: OutputDoneV1): Promise<HandlerOutcome> {
    const job = await this.jobs.lock(manager, event.jobId);
    if (!job) return this.removeStray(event.jobId, event.outputKey);
    if (job.status !== 'processing') return 'skipped';
    const output = await this.outputs.named(manager, job.id, event.fileName);
    if (!output || output.doneAt || output.taskId !== event.taskId) return 'skipped';
    const firstOfRun = await this.isFirstOutputOfRun(manager, job);
    await this.outputs.markStored(manager, job.id, output.fileName, {
      doneAt: this.clock.now(),
      durationSec: event.durationSec,
      width: event.width,
      height: event.height,
      sizeBytes: String(event.sizeBytes),
      sha256: event.sha256,
    });
    // In the same transaction as the row: a customer's `output.ready` webhook is never told of an
    // output that was not recorded, nor misses one that was.
    await this.outbox.add(manager, Events.JobOutputStored, {
      jobId: job.id,
      userId: job.userId,
      fileName: output.fileName,
      storedAt: this.clock.now().toISOString(),
    });
    const produced = job.producedOutputs + 1;
    const finished = produced >= job.expectedOutputs;
    await this.jobs.update(
      manager,
      job.id,
      finished ? { producedOutputs: produced, status: 'completed', completedAt: this.clock.now() } : { producedOutputs: produced },
    );
    if (finished) {
      const outputs = await this.outputs.allInOrder(manager, job.id);
      await this.outbox.add(manager, Events.JobCompleted, {
        jobId: job.id,
        userId: job.userId,
        outputCount: produced,
        completedAt: this.clock.now().toISOString(),
        fileNames: outputs.map((row) => row.fileName),
        jobName: job.name,
      });
      await this.removeWork(job);
    }
    // Last, so only a failed commit (rare: the handler is then retried) can count an output twice.
    const now = this.clock.now();
    if (firstOfRun) observeFirstOutput(job, now);
    if (finished) observeJobEnded(job, 'completed', now);
    return 'done';
  }

  async failed(manager: EntityManager, event: RenderFailedV1): Promise<HandlerOutcome> {
    const job = await this.jobs.lock(manager, event.jobId);
    if (!job || job.status === 'completed' || job.status === 'failed') return 'skipped';
    await this.jobs.update(manager, job.id, { status: 'failed', message: event.reason, completedAt: this.clock.now() });
    await this.outbox.add(manager, Events.JobFailed, {
      jobId: job.id,
      userId: job.userId,
      reason: event.reason,
      failedAt: this.clock.now().toISOString(),
      jobName: job.name,
    });
    await this.removeWork(job);
    // Last, so only a failed commit (rare: the handler is then retried) can count a failure twice.
    // Only a run that was under way has a duration; a pending job's startedAt is an earlier run's.
    if (job.status === 'processing') observeJobEnded(job, 'failed', this.clock.now());
    return 'done';
  }

  /**
   * Whether no output of this run is stored yet. Outputs kept from an earlier run were stored
   * before this run started, so they do not count; one indexed look-up on the job's outputs.
   */
  private async isFirstOutputOfRun(manager: EntityManager, job: Job): Promise<boolean> {
    if (!job.startedAt) return false;
    return !(await this.outputs.anyFinishedSince(manager, job.id, job.startedAt));
  }

  /**
   * Segments made for a job that no longer exists. A kept one whose account is gone goes too (the
   * account's removal may have run before the worker stored it); otherwise it is recorded, so the
   * user's next job can use it and the retention sweep, not nobody, lets it go.
   */
  private async removeStraySegments(manager: EntityManager, jobId: string, segments: ReadonlyArray<{ segmentKey: string; durationSec: number }>): Promise<HandlerOutcome> {
    let workFiles = false;
    for (const { segmentKey, durationSec } of segments) {
      const owner = ownerOfKeptSegment(segmentKey);
      if (!owner) workFiles = true;
      else if (await this.deletedUsers.isDeleted(manager, owner)) await this.storage.delete(segmentKey);
      else await this.kept.record(manager, { segmentKey, userId: owner, durationSec }, this.clock.now());
    }
    // Segments of clips without a content hash are the job's work files: removed together, once.
    return workFiles ? this.removeStray(jobId, null) : 'skipped';
  }

  /**
   * A result for a job that no longer exists: its account was deleted while the render ran. The
   * worker stored the file before reporting it, so it is removed here, and nothing is recorded.
   * Not best effort: if storage fails the event is retried, so a deleted user's video cannot stay.
   */
  private async removeStray(jobId: string, outputKey: string | null): Promise<HandlerOutcome> {
    await this.storage.deletePrefix(jobWorkPrefix(jobId));
    if (outputKey && isOutputOfJob(outputKey, jobId)) {
      await this.storage.delete(outputKey);
      if (outputKey.endsWith('.mp4')) await this.storage.delete(outputThumbnailKey(outputKey));
    }
    this.logger.log(`Removed the files of a render result for job ${jobId}, which no longer exists`);
    return 'skipped';
  }

  /**
   * Segments of clips without a content hash are only needed while the job runs (kept segments
   * stay for the next job). Best effort: a leftover costs space, not correctness.
   */
  private async removeWork(job: Job): Promise<void> {
    await this.storage.deletePrefix(jobWorkPrefix(job.id)).catch((error: Error) => {
      this.logger.warn(`Could not remove the work files of job ${job.id}: ${error.message}`);
    });
  }
}

/** `outputs/<user>/<job>/<file>` of this job, and nothing a malformed result could point elsewhere. */
function isOutputOfJob(key: string, jobId: string): boolean {
  const parts = key.split('/');
  return parts.length === 4 && parts[0] === 'outputs' && parts[2] === jobId;
}
